// sharp (libvips) is imported with the first image to process, not at start-up: loading it is one of the larger parts
// of the server's imports, and an instance may serve for long without an upload.
import type sharpModule from 'sharp';

export type SharpFactory = typeof sharpModule;

let loading: Promise<SharpFactory> | undefined;

export const loadSharp = (): Promise<SharpFactory> => (loading ??= import('sharp').then((module) => module.default));

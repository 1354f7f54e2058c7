import { fireEvent, render, screen } from '@testing-library/react';
import { ringSelfIntersects } from '@realty/shared/schemas';
import { FreehandLayer } from './FreehandLayer';

// jsdom has no PointerEvent: a mouse event with a pointer id carries the coordinates as a browser's would.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

describe('FreehandLayer', () => {
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  });
  it('turns one pointer stroke into an area of at most `max` points, across the view', () => {
    const onStroke = jest.fn();
    render(<FreehandLayer view={{ bbox: { minLng: 30, minLat: 36, maxLng: 31, maxLat: 37 }, zoom: 10 }} max={20} onStroke={onStroke} />);
    const layer = screen.getByTestId('map-freehand-layer');
    layer.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    // a circle of 360 samples around the middle of the layer, radius 100 px
    const at = (i: number) => ({ clientX: 200 + 100 * Math.cos((i * Math.PI) / 180), clientY: 200 + 100 * Math.sin((i * Math.PI) / 180), pointerId: 1 });
    fireEvent.pointerDown(layer, at(0));
    for (let i = 1; i < 360; i += 1) fireEvent.pointerMove(layer, at(i));
    fireEvent.pointerUp(layer, at(359));
    expect(onStroke).toHaveBeenCalledTimes(1);
    const points = onStroke.mock.calls[0][0] as [number, number][];
    expect(points.length).toBeLessThanOrEqual(20);
    expect(points.length).toBeGreaterThan(6);
    expect(ringSelfIntersects(points)).toBe(false);
    // the first sample: 300 px right of the left edge, half-way down -> 30.75, 36.5
    expect(points[0]![0]).toBeCloseTo(30.75, 6);
    expect(points[0]![1]).toBeCloseTo(36.5, 6);
    for (const [lng, lat] of points) expect(Math.hypot(lng - 30.5, lat - 36.5)).toBeCloseTo(0.25, 2);
  });

  it('a tap is no stroke', () => {
    const onStroke = jest.fn();
    render(<FreehandLayer view={{ bbox: { minLng: 30, minLat: 36, maxLng: 31, maxLat: 37 }, zoom: 10 }} max={20} onStroke={onStroke} />);
    const layer = screen.getByTestId('map-freehand-layer');
    fireEvent.pointerDown(layer, { clientX: 5, clientY: 5, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientX: 5, clientY: 5, pointerId: 1 });
    expect(onStroke).not.toHaveBeenCalled();
  });
});

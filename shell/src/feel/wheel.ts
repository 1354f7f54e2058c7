/**
 * PRODUCT.md §5: number inputs ignore mouse-wheel changes. A wheel over a focused number input would change its
 * value; blurring it first lets the page scroll instead. Installed once for the whole page (remotes included).
 */
export function installWheelGuard(doc: Document = document): () => void {
  const onWheel = (event: WheelEvent) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'number' && doc.activeElement === target) target.blur();
  };
  doc.addEventListener('wheel', onWheel, { passive: true, capture: true });
  return () => doc.removeEventListener('wheel', onWheel, { capture: true });
}

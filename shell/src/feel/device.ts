// PRODUCT.md §9: devices are classed mobile, tablet or desktop by user agent; non-desktop adds a `pop-open` class
// to the body (styles may use it for touch-friendly popups). Layout itself follows the 1000 px breakpoint.
export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function markDevice(doc: Document = document, userAgent: string = navigator.userAgent): Device {
  const device = deviceOf(userAgent);
  doc.body.dataset.device = device;
  doc.body.classList.toggle('pop-open', device !== 'desktop');
  return device;
}

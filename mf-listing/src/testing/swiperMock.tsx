// jest stand-ins for swiper/react (ESM, not transformed by jest): slides render in order, no sliding.
import type { ReactNode } from 'react';

export function Swiper({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}
export function SwiperSlide({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}

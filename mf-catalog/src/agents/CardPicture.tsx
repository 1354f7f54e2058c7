/** A card's photo or logo (lazy, decorative: the name is beside it); without one, the name's first letter in its place. */
export function CardPicture({ src, name, size, className, initialClassName }: {
  src: string | null | undefined;
  name: string;
  size: number;
  className: string | undefined;
  initialClassName: string | undefined;
}) {
  return src ? (
    <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" className={className} />
  ) : (
    <span className={initialClassName} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

/** An agent's agency on a card: its small logo, when it has one, and its name. */
export function CardAgency({ agency, className }: { agency: { name: string; logo?: string | null | undefined }; className: string | undefined }) {
  return (
    <span className={className}>
      {agency.logo ? <img src={agency.logo} alt="" width={20} height={20} loading="lazy" /> : null}
      {agency.name}
    </span>
  );
}

// One inline SVG icon: decorative (hidden from screen readers) unless given a label.
export function IconSvg(
  { path, size = 24, label }: { path: string; size?: number; label?: string },
) {
  return (
    <svg
      className='icon'
      width={size}
      height={size}
      viewBox='0 0 24 24'
      fill='currentColor'
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable='false'
    >
      <path d={path} />
    </svg>
  );
}

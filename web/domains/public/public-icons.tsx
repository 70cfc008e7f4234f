// Small decorative icons for the public pages (always beside text that says the same thing).

export function CheckIcon() {
  return (
    <svg
      className='pub-icon pub-icon--check'
      width='20'
      height='20'
      viewBox='0 0 20 20'
      aria-hidden='true'
      focusable='false'
    >
      <circle cx='10' cy='10' r='10' fill='currentColor' />
      <path
        d='M5.5 10.3l3 3 6-6.3'
        fill='none'
        stroke='#fff'
        strokeWidth='2.2'
        strokeLinecap='round'
        strokeLinejoin='round'
      />
    </svg>
  );
}

export function ArrowIcon() {
  return (
    <svg
      className='pub-icon'
      width='20'
      height='20'
      viewBox='0 0 20 20'
      aria-hidden='true'
      focusable='false'
    >
      <path
        d='M4 10h11m-4.5-4.5L15 10l-4.5 4.5'
        fill='none'
        stroke='currentColor'
        strokeWidth='2'
        strokeLinecap='round'
        strokeLinejoin='round'
      />
    </svg>
  );
}

export function ArrowDownIcon() {
  return (
    <svg
      className='pub-icon'
      width='20'
      height='20'
      viewBox='0 0 20 20'
      aria-hidden='true'
      focusable='false'
    >
      <path
        d='M10 4v11m-4.5-4.5L10 15l4.5-4.5'
        fill='none'
        stroke='currentColor'
        strokeWidth='2'
        strokeLinecap='round'
        strokeLinejoin='round'
      />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg
      className='pub-icon pub-icon--chevron'
      width='24'
      height='24'
      viewBox='0 0 24 24'
      aria-hidden='true'
      focusable='false'
    >
      <path
        d='M6 9l6 6 6-6'
        fill='none'
        stroke='currentColor'
        strokeWidth='2.4'
        strokeLinecap='round'
        strokeLinejoin='round'
      />
    </svg>
  );
}

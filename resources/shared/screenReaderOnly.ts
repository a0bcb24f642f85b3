/** Text only screen readers read (what a visual cue such as an icon or a spinner says). */
export const screenReaderOnly = {
  position: 'absolute',
  // Strings: in `sx`, 1 would mean 100 % and margins are theme spacing.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

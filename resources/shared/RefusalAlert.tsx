import { Alert } from '@mui/material';

/**
 * The service's refusal of what was just sent, in its words: an alert, read out at once, whose long
 * words (an e-mail, a code) wrap rather than widen a phone's page; nothing while there is none.
 */
export function RefusalAlert({ refusal }: { refusal?: string | null }) {
  if (!refusal) return null;
  return (
    <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
      {refusal}
    </Alert>
  );
}

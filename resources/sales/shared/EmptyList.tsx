import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListCreateButton, type ListCreateButtonProps } from '../../shared/ListCreateButton';

/** A sale list with nothing yet: what it is, and its create button. */
export function EmptyList({ text, create }: { text: string; create?: ListCreateButtonProps }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography color="text.secondary" gutterBottom>
        {translate(text)}
      </Typography>
      {create && <ListCreateButton {...create} />}
    </Box>
  );
}

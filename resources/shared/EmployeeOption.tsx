import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** What the employee search (`employee-search`) answers of each employee it finds. */
interface FoundEmployee {
  fullName: string;
  badge: string;
  username: string;
  email: string;
}

/** An employee as a picker's field and chips read once chosen: the name and badge. */
const employeeName = (employee: FoundEmployee) => `${employee.fullName} · ${employee.badge}`;

/**
 * An employee among a picker's options: the name and badge, then what tells namesakes apart
 * (nine «Natalia» in one search) — the account and the e-mail.
 */
function EmployeeOptionText() {
  const employee = useRecordContext<FoundEmployee>();
  if (!employee) return null;
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {employeeName(employee)}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {[employee.username, employee.email].filter(Boolean).join(' · ')}
      </Typography>
    </span>
  );
}

/** The option props of every employee picker (an autocomplete over `employee-search`). */
export const employeeOptions = {
  optionText: <EmployeeOptionText />,
  inputText: employeeName,
};

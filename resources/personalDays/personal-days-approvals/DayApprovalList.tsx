/** `/PersonalDays/Aprobaciones`: built on the approvals kit once it lands. */
export function DayApprovalList() {
  return null;
}

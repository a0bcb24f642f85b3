/** `/PersonalDays/Aprobaciones/:id`: built on the approvals kit once it lands. */
export function DayApprovalShow() {
  return null;
}

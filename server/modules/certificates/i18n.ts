import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the certificates services say: the request's rules, the register's refusals and the
 * words of the certificates contract's own rules.
 */
export const { catalogue: certificatesMessages, say } = defineMessages('certificates', {
  es: {
    'type.employment': 'Constancia laboral',
    'type.salary': 'Constancia salarial',
    'type.incapacity': 'Constancia de salarios para incapacidad (CCSS)',
    'page.title': 'Verificación de constancia',
    'page.valid': 'Constancia válida',
    'page.revoked': 'Constancia revocada',
    'page.notFound': 'Constancia no encontrada',
    'page.notFoundHelp':
      'Revise el código impreso en la constancia. Si es correcto, el documento no fue emitido por la empresa.',
    'page.code': 'Código de verificación',
    'page.type': 'Tipo',
    'page.employee': 'Colaborador(a)',
    'page.badge': 'Número de empleado',
    'page.issuedOn': 'Fecha de emisión',
    'page.signer': 'Firma',
    'page.revokedOn': 'Revocada el',
    'page.averageGross': 'Salario bruto mensual promedio',
    'page.averageNet': 'Salario neto mensual promedio',
    'page.incapacityStart': 'Inicio de la incapacidad',
    'page.month': 'Mes',
    'page.gross': 'Salario bruto',
    'certificate.notFound': 'La constancia no existe.',
    'verification.notFound': 'No existe ninguna constancia con ese código de verificación.',
    'date.notToday': ({ today }: { today: string }) =>
      `debe ser la fecha de hoy (${today}) en el calendario de la empresa`,
    'incapacity.required': 'indique la fecha de inicio de la incapacidad',
    'incapacity.notForType':
      'solo se indica para la constancia de salarios por incapacidad (tipo 3)',
    'incapacity.future': 'no puede ser una fecha futura',
    'incapacity.tooOld': ({ earliest }: { earliest: string }) =>
      `no puede ser anterior a ${earliest} (un año atrás)`,
    'signer.unknown': 'no es el código del firmante autorizado',
    'salary.noPayslips':
      'no hay colillas de pago en los últimos tres meses completos para calcular el salario promedio',
    'certificate.alreadyRevoked': 'la constancia ya fue revocada',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.city': ({ path }: RuleParams) => `${path} debe ser «San Jose»`,
  },
  en: {
    'type.employment': 'Employment certificate',
    'type.salary': 'Salary certificate',
    'type.incapacity': 'Salaries certificate for an incapacity (CCSS)',
    'page.title': 'Certificate verification',
    'page.valid': 'Valid certificate',
    'page.revoked': 'Revoked certificate',
    'page.notFound': 'Certificate not found',
    'page.notFoundHelp':
      'Check the code printed on the certificate. If it is right, the document was not issued by the company.',
    'page.code': 'Verification code',
    'page.type': 'Type',
    'page.employee': 'Employee',
    'page.badge': 'Employee number',
    'page.issuedOn': 'Issued on',
    'page.signer': 'Signed by',
    'page.revokedOn': 'Revoked on',
    'page.averageGross': 'Average monthly gross salary',
    'page.averageNet': 'Average monthly net salary',
    'page.incapacityStart': 'Incapacity started on',
    'page.month': 'Month',
    'page.gross': 'Gross salary',
    'certificate.notFound': 'The certificate does not exist',
    'verification.notFound': 'There is no certificate with that verification code',
    'date.notToday': ({ today }) => `must be today's date (${today}) in the company calendar`,
    'incapacity.required': 'give the date the incapacity started',
    'incapacity.notForType':
      'is given only for the salaries certificate for an incapacity (type 3)',
    'incapacity.future': 'cannot be a future date',
    'incapacity.tooOld': ({ earliest }) => `cannot be before ${earliest} (a year back)`,
    'signer.unknown': 'is not the authorised signer’s code',
    'salary.noPayslips':
      'there are no payslips in the last three full months to average the salary from',
    'certificate.alreadyRevoked': 'the certificate is already revoked',
    'validation.isoDate': givenWords,
    'validation.city': givenWords,
  },
});

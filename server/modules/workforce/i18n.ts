import { defineMessages } from '../../http/messages';

/** What a refused import names: the first refused row, its column and reason, how many more. */
interface RefusedRow {
  row: number;
  column: string;
  reason: string;
  others: number;
}

/** What provisioning says: the refusals of a person's record, whoever sends it. */
export const { catalogue: workforceMessages, say } = defineMessages('workforce', {
  es: {
    'employee.notFound': 'El colaborador no existe.',
    'badge.taken': 'Otro colaborador ya tiene ese gafete.',
    'userName.taken': 'Otro colaborador ya tiene ese usuario.',
    'externalId.taken': 'Otro colaborador ya tiene ese identificador externo.',
    'supervisor.unknown': 'No hay un colaborador activo con ese gafete.',
    'supervisor.self': 'Nadie es su propio supervisor.',
    'supervisor.cycle': 'Ese supervisor depende de este colaborador: la cadena sería un círculo.',
    'birthday.required': 'Un colaborador nuevo necesita su fecha de nacimiento.',
    'validation.calendarDay': ({ path }: { path: string }) =>
      `${path} debe ser un día que exista, escrito AAAA-MM-DD`,
    'import.file.needed': 'Falta el archivo CSV.',
    'import.file.utf16':
      'está guardado como texto Unicode (UTF-16): guárdelo como «CSV UTF-8» o «CSV (delimitado por comas)».',
    'import.file.notText': 'no es un archivo CSV de texto (¿una hoja de Excel o una imagen?).',
    'import.file.malformed': ({ line }: { line: number }) =>
      `no se puede leer como CSV cerca de la línea ${line} (¿unas comillas sin cerrar?).`,
    'import.file.empty': 'está vacío.',
    'import.file.noHeader':
      'la primera línea debe nombrar las columnas (gafete, usuario, correo, nombre, apellidos…).',
    'import.file.tooManyRows': ({ max }: { max: number }) =>
      `tiene más de ${max} personas: divídalo en varios archivos.`,
    'import.mapping.notList': ({ columns }: { columns: number }) =>
      `debe ser una lista JSON con el campo de cada una de las ${columns} columnas.`,
    'import.mapping.unknownField': ({ column }: { column: string }) =>
      `la columna «${column}» no lleva a un campo del colaborador.`,
    'import.mapping.unknownColumn': ({ column }: { column: string }) =>
      `la columna «${column}» no corresponde a ningún campo: elija su campo o déjela fuera.`,
    'import.mapping.twice': ({ first, second }: { first: string; second: string }) =>
      `las columnas «${first}» y «${second}» llenan el mismo campo.`,
    'import.mapping.missing': ({ field }: { field: string }) =>
      `ninguna columna lleva el campo obligatorio ${field}.`,
    'import.row.badgeRepeated': ({ row }: { row: number }) =>
      `el mismo gafete ya viene en la fila ${row}.`,
    'import.refused': ({ row, column, reason, others }: RefusedRow) =>
      `Nada se importó: la fila ${row}${column ? `, columna «${column}»` : ''}: ${reason}` +
      (others ? ` (y ${others} filas más rechazadas).` : ''),
  },
  en: {
    'employee.notFound': 'The employee does not exist.',
    'badge.taken': 'Another employee already has that badge.',
    'userName.taken': 'Another employee already has that username.',
    'externalId.taken': 'Another employee already has that external id.',
    'supervisor.unknown': 'There is no active employee with that badge.',
    'supervisor.self': 'Nobody is their own supervisor.',
    'supervisor.cycle': 'That supervisor reports to this employee: the chain would be a circle.',
    'birthday.required': 'A new employee needs their birthday.',
    'validation.calendarDay': ({ path }: { path: string }) =>
      `${path} must be a day that exists, written YYYY-MM-DD`,
    'import.file.needed': 'The CSV file is missing.',
    'import.file.utf16':
      'is saved as Unicode text (UTF-16): save it as “CSV UTF-8” or “CSV (comma delimited)”.',
    'import.file.notText': 'is not a text CSV file (an Excel workbook or a picture?).',
    'import.file.malformed': ({ line }: { line: number }) =>
      `cannot be read as CSV near line ${line} (a quote left open?).`,
    'import.file.empty': 'is empty.',
    'import.file.noHeader':
      'its first line must name the columns (badge, user name, email, first name, last name…).',
    'import.file.tooManyRows': ({ max }: { max: number }) =>
      `has more than ${max} people: split it into several files.`,
    'import.mapping.notList': ({ columns }: { columns: number }) =>
      `must be a JSON list with the field of each of the ${columns} columns.`,
    'import.mapping.unknownField': ({ column }: { column: string }) =>
      `the column “${column}” names no field of an employee.`,
    'import.mapping.unknownColumn': ({ column }: { column: string }) =>
      `the column “${column}” matches no field: choose its field or leave it out.`,
    'import.mapping.twice': ({ first, second }: { first: string; second: string }) =>
      `the columns “${first}” and “${second}” fill the same field.`,
    'import.mapping.missing': ({ field }: { field: string }) =>
      `no column holds the required field ${field}.`,
    'import.row.badgeRepeated': ({ row }: { row: number }) =>
      `the same badge is already in row ${row}.`,
    'import.refused': ({ row, column, reason, others }: RefusedRow) =>
      `Nothing was imported: row ${row}${column ? `, column “${column}”` : ''}: ${reason}` +
      (others ? ` (and ${others} more rows refused).` : ''),
  },
});

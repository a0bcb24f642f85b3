import { defineMessages } from '../../http/messages';

/**
 * What the extracurricular family says: records not found, references that do not exist or are
 * inactive, names and codes already taken, badges that must be the caller's.
 */
export const { catalogue: extracurricularMessages, say } = defineMessages('extracurricular', {
  es: {
    'account.notFound': 'La cuenta no existe.',
    'lob.notFound': 'La línea de negocio no existe.',
    'location.notFound': 'La sede no existe.',
    'room.notFound': 'La sala no existe.',
    'course.notFound': 'El curso no existe.',
    'student.notFound': 'El estudiante no existe.',
    'holder.notFound': 'El administrador no existe.',
    'message.notFound': 'El mensaje no existe.',
    'employee.notFound': 'No hay ningún colaborador con ese gafete.',
    'account.unknown': 'no es una cuenta activa',
    'location.unknown': 'no es una sede activa',
    'district.unknown': 'no es un distrito',
    'employee.unknown': 'no hay ningún colaborador activo con ese gafete',
    'holder.otherEmployee': 'una asignación conserva su colaborador: cree otra para este gafete',
    'badge.notMine': 'debe ser su propio gafete',
    'badge.mismatch': 'debe repetir el mismo gafete',
    'name.taken': 'ya existe otro registro con ese nombre',
    'student.taken': 'ese colaborador ya está registrado como estudiante',
    'costCenter.taken': ({ code }: { code: string }) =>
      `el centro de costo ${code} ya pertenece a otra línea de negocio`,
    'costCenter.repeated': 'aparece dos veces en la lista',
    'message.empty': 'no tiene texto después de limpiar el formato',
    'images.fileNeeded': 'envíe al menos una imagen (banner o backg)',
    'images.unknownFile': 'solo se aceptan los archivos banner y backg',
  },
  en: {
    'account.notFound': 'Account not found',
    'lob.notFound': 'Line of business not found',
    'location.notFound': 'Location not found',
    'room.notFound': 'Room not found',
    'course.notFound': 'Course not found',
    'student.notFound': 'Student not found',
    'holder.notFound': 'Administrator not found',
    'message.notFound': 'Message not found',
    'employee.notFound': 'There is no employee with that badge',
    'account.unknown': 'is not an active account',
    'location.unknown': 'is not an active location',
    'district.unknown': 'is not a district',
    'employee.unknown': 'there is no active employee with that badge',
    'holder.otherEmployee': 'an assignment keeps its employee: create another for this badge',
    'badge.notMine': 'must be your own badge',
    'badge.mismatch': 'must repeat the same badge',
    'name.taken': 'another record already has that name',
    'student.taken': 'that employee is already registered as a student',
    'costCenter.taken': ({ code }) =>
      `cost centre ${code} already belongs to another line of business`,
    'costCenter.repeated': 'appears twice in the list',
    'message.empty': 'has no text once the formatting is cleaned',
    'images.fileNeeded': 'send at least one picture (banner or backg)',
    'images.unknownFile': 'only the files banner and backg are accepted',
  },
});

/** Common Costa Rican and Spanish first and last names, for realistic demo employees. */
export const firstNames = [
  'José', 'María', 'Juan', 'Ana', 'Luis', 'Carmen', 'Carlos', 'Laura', 'Jorge', 'Sofía',
  'Andrés', 'Valeria', 'Diego', 'Daniela', 'Fernando', 'Gabriela', 'Ricardo', 'Mariana',
  'Alejandro', 'Natalia', 'Pablo', 'Paola', 'Sergio', 'Andrea', 'Esteban', 'Fabiola',
  'Mauricio', 'Karla', 'Rodrigo', 'Melissa', 'Javier', 'Adriana', 'Manuel', 'Silvia',
  'Roberto', 'Patricia', 'Eduardo', 'Verónica', 'Francisco', 'Lucía', 'Miguel', 'Isabel',
  'Gustavo', 'Rebeca', 'Álvaro', 'Tatiana', 'Óscar', 'Marcela', 'Felipe', 'Catalina',
  'Raúl', 'Jimena', 'Héctor', 'Priscila', 'Ignacio', 'Carolina', 'Emilio', 'Alejandra',
  'Kevin', 'Stephanie', 'Bryan', 'Nicole', 'Josué', 'Yorleny', 'Allan', 'Hazel',
];

export const lastNames = [
  'Rodríguez', 'Vargas', 'Jiménez', 'Mora', 'Rojas', 'González', 'Hernández', 'Sánchez',
  'Ramírez', 'Castro', 'Chaves', 'Araya', 'Alvarado', 'Solís', 'Quesada', 'Fernández',
  'Salazar', 'Campos', 'Brenes', 'Villalobos', 'Calderón', 'Zúñiga', 'Méndez', 'Madrigal',
  'Arias', 'Cordero', 'Ulate', 'Segura', 'Porras', 'Gutiérrez', 'Murillo', 'Montero',
  'Soto', 'Acuña', 'Barrantes', 'Cascante', 'Esquivel', 'Fallas', 'Herrera', 'León',
  'Navarro', 'Obando', 'Pérez', 'Quirós', 'Retana', 'Sibaja', 'Umaña', 'Valverde',
];

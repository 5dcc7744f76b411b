/** First names for sample reviewers and team members: varied, common across many backgrounds. */
export const FIRST_NAMES: readonly string[] = [
  'Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Sofia', 'Ethan', 'Chloe', 'Omar', 'Hannah', 'Luis',
  'Grace', 'Kenji', 'Olivia', 'Tyrone', 'Emma', 'Rafael', 'Nora', 'Samuel', 'Leila', 'Connor', 'Mei', 'Andre',
  'Isabel', 'David', 'Fatima', 'Ryan', 'Elena', 'Jamal', 'Zoe', 'Carlos', 'Ava', 'Nathan', 'Yasmin', 'Owen',
  'Lucy', 'Diego', 'Amara', 'Ben', 'Rosa', 'Kevin', 'Hana', 'Patrick', 'Lina', 'Tom', 'Naomi', 'Victor',
  'Julia', 'Hassan', 'Megan', 'Arjun', 'Claire', 'Mateo', 'Ruth', 'Jordan', 'Anika', 'Leo', 'Tara', 'Gabriel',
  'Ingrid', 'Malik', 'Sara', 'Felix', 'Dana', 'Imani', 'Pete', 'Keiko', 'Alex', 'Bianca', 'Noah', 'Teresa',
];

export const LAST_NAMES: readonly string[] = [
  'Garcia', 'Nguyen', 'Patel', 'Okafor', 'Kim', 'Rossi', 'Murphy', 'Johnson', 'Silva', 'Cohen', 'Walker', 'Haddad',
  'Novak', 'Tanaka', 'Mendoza', 'Brooks', 'Lindqvist', 'Osei', 'Fischer', 'Romero', 'Chen', 'Dubois', 'Hughes', 'Ali',
  'Kowalski', 'Reyes', 'Bennett', 'Sato', 'Ortiz', 'Campbell', 'Mensah', 'Larsen', 'Shah', 'Moreau', 'Price', 'Ibrahim',
];

/** Last initials for reviewers ("Maria G."): common ones only. */
export const LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVW';

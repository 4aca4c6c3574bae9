/**
 * `npm run catalogue`: `import FILE.csv` and `export FILE.csv` work with a spreadsheet (csv.ts);
 * without a command it generates the demo feed (generate.ts).
 */
export {};

const [command] = process.argv.slice(2);
if (command === 'import' || command === 'export') (await import('./csv.ts')).main(process.argv.slice(2));
else await import('./generate.ts');

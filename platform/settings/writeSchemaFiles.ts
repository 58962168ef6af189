/** Writes the files made from the settings schema (see generatedFiles.ts): run after changing schema.ts. */
import fs from 'node:fs';
import { generatedCheckSource, settingsJsonSchemaText } from './generatedFiles';
import { generatedCheckFile, schemaFile } from './paths';

fs.writeFileSync(schemaFile, settingsJsonSchemaText());
fs.writeFileSync(generatedCheckFile, generatedCheckSource());
console.log(`Wrote ${schemaFile} and ${generatedCheckFile}.`);

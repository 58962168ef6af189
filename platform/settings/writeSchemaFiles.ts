/** Writes the files made from the settings schema (see schema.ts): run after changing shared/src/settingsSchema.ts. */
import fs from 'node:fs';
import { schemaFile, settingsJsonSchemaText, settingsValidatorSource, validatorFile } from './schema';

fs.writeFileSync(schemaFile, settingsJsonSchemaText());
fs.writeFileSync(validatorFile, settingsValidatorSource());
console.log(`Wrote ${schemaFile} and ${validatorFile}.`);

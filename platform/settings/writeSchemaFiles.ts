/** Writes the files made from the settings schema (see schema.ts): run after changing shared/src/settingsSchema.ts. */
import fs from 'node:fs';
import { schemaFile, validatorFile } from './schema';
import { settingsJsonSchemaText, settingsValidatorSource } from './schemaFiles';

fs.writeFileSync(schemaFile, settingsJsonSchemaText());
fs.writeFileSync(validatorFile, settingsValidatorSource());
console.log(`Wrote ${schemaFile} and ${validatorFile}.`);

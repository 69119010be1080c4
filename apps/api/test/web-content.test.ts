import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR_TO_DOOR_INSTRUCTION } from '@landline/shared/cart';
import { carouselImageSchema, doorToDoorInstructionSchema, settingsSchema } from '@landline/shared/schemas';
import { testApp, type TestApp } from './harness.js';

// GET v2/web/carousel_images/ and GET instructions/ (decision 251).
const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET v2/web/carousel_images/', () => {
  it("answers the home carousel's pictures, each described and shipped with the web app, as settings' carouselImages", async () => {
    const res = await get('/api/v2/web/carousel_images/');
    expect(res.statusCode).toBe(200);
    const images = carouselImageSchema.array().parse(res.json());
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      expect(image.alt.length, image.image).toBeGreaterThan(20);
      expect(fs.existsSync(path.join(WEB_PUBLIC, image.image)), image.image).toBe(true);
    }
    const settings = settingsSchema.parse((await get('/api/settings/')).json());
    expect(settings.carouselImages).toEqual(images.map(({ image }) => ({ image })));
  });
});

describe('GET instructions/', () => {
  const list = async (query: string) => {
    const res = await get(`/api/instructions/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return doorToDoorInstructionSchema.array().parse(res.json());
  };

  it("answers a door-to-door town's instructions by CityCode, the d2d_instruction its items carry", async () => {
    const [mankato, ...others] = await list('?CityCode=mkt');
    expect(others).toEqual([]);
    expect(mankato).toMatchObject({ id: DOOR_TO_DOOR_INSTRUCTION, CityCode: 'MKT' });
    expect(mankato.Door2DoorInstructions.length).toBeGreaterThan(1);
    expect((await list('')).map((i) => i.CityCode)).toContain('MKT');
  });

  it('answers none for a place without door-to-door, and the spec’s error for a code that is not one', async () => {
    expect(await list('?CityCode=DEN')).toEqual([]);
    const bad = await get(`/api/instructions/?CityCode=${'X'.repeat(40)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('validation_error.CityCode');
  });
});

import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Executor } from "../src/db/client";
import { hashPassword } from "../src/lib/passwords";
import { insertStaff } from "../src/modules/admin/staff.repository";
import { freshClientAddress, uniqueEmail, VALID_PASSWORD } from "./test-app";

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  /** Signed in through POST /api/admin/login. */
  token: string;
}

/** A staff account with VALID_PASSWORD, signed in through the API. */
export async function addStaff(
  app: FastifyInstance,
  db: Executor,
  options: { name?: string; email?: string } = {},
): Promise<TestStaff> {
  const email = options.email ?? uniqueEmail("staff");
  const name = options.name ?? "Siti Operations";
  const member = await insertStaff(db, { email, name, passwordHash: await hashPassword(VALID_PASSWORD) });
  if (!member) throw new Error(`staff ${email} exists`);
  const login = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    remoteAddress: freshClientAddress(),
    payload: { email, password: VALID_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { id: member.id, email, name, token: login.json<{ token: string }>().token };
}

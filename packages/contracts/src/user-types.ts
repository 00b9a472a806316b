/** Spec §6: userType numbers. Free of zod, so a first screen can use them (roles.ts adds the schema). */
export const USER_TYPE = { admin: 1, agent: 2, customer: 3, sales: 4 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** Admin and sales share every right except user management (PRODUCT.md §2). */
export const STAFF: readonly UserType[] = [USER_TYPE.admin, USER_TYPE.sales];

export function isStaff(userType: number): boolean {
  return userType === USER_TYPE.admin || userType === USER_TYPE.sales;
}

/** Different visitors a query needs before staff see it: one visitor alone cannot plant text in their view. */
export const MISS_MIN_CLIENTS = 3

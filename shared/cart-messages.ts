/** The cart's messages, apart for the order pages' first load (messages.ts has them all). */
export const cartMessages = {
  albumOptionUnavailable: 'Selected album option is not available.',
  productOptionUnavailable: 'Selected product option is not available.',
  addToCartFailed: 'Failed to add item to cart. Please try again.',
  removeInvalidIndex: 'Error: Unable to remove item. Invalid index.',
  removeOutOfBounds: 'Error: Unable to remove item.',
  removeFailed: 'Failed to remove item from cart. Please try again.',
  quantityMinimum: 'Quantity must be at least 1.',
};

/** The `sellers` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { Seller } from "../schema/seller"
import { CreateSellerParams, UpdateSellerParams } from "../schema/seller-params"
import { endpoint } from "./engine/endpoint"

export const createSeller = endpoint({
  operation: "sellers.create",
  description: "Creates a seller.",
  method: "POST",
  path: "/sellers",
  body: CreateSellerParams,
  response: Seller,
  idempotent: false,
  successStatus: 201
})

export const deleteSeller = endpoint({
  operation: "sellers.delete",
  description: "Deletes a seller.",
  method: "DELETE",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  successStatus: 204
})

export const retrieveSeller = endpoint({
  operation: "sellers.retrieve",
  description: "Retrieves a seller.",
  method: "GET",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  response: Seller
})

export const updateSeller = endpoint({
  operation: "sellers.update",
  description: "Updates a seller.",
  method: "PUT",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  body: UpdateSellerParams,
  response: Seller
})

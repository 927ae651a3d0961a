#include "uploads/upload_routes.h"

#include "auth/guards.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "uploads/image_type.h"
#include "uploads/upload_store.h"

namespace secours::uploads {

std::filesystem::path upload_folder(const core::Config& config) {
  return std::filesystem::path(config.data_dir) / "uploads";
}

namespace {

http::Response upload(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  if (request.body.size() > max_upload_bytes) throw errors::PayloadTooLarge();
  // The bytes must be the format they claim to be: a browser trusts the type we serve them with.
  auto declared = declared_image(request.header("content-type"));
  auto actual = sniff_image(request.body);
  if (!declared || !actual || declared->content_type != actual->content_type) {
    throw errors::BadRequest("invalid-image", "Send a PNG, JPEG or WebP image of at most 4 MB.");
  }
  auto name = store_file(upload_folder(context.config), request.body, actual->extension);
  return http::json_response(201, {{"url", "/uploads/" + name}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/uploads", upload},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::uploads

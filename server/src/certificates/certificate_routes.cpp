#include "certificates/certificate_routes.h"

#include "auth/guards.h"
#include "certificates/certificate_pdf.h"
#include "certificates/certificate_service.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "core/route_binder.h"
#include "http/http_date.h"
#include "http/json.h"

namespace secours::certificates {

namespace {

http::Response download_pdf(core::Context& context, http::Request& request) {
  auto holder = auth::require_user(context, request);
  const auto language = auth::reading_language(request, holder);
  const long long id = request.id_param("id", "certificate");
  auto document = holder_document(context, holder.id, id, language);
  return http::Response::download(render_certificate_pdf(document), "application/pdf",
                                  "certificate-" + document.credential_id + ".pdf");
}

http::Response verify(core::Context& context, http::Request& request) {
  auto certificate = verify_certificate(context, request.param("credentialId"));
  const std::string language = request.page_language();
  const std::string today = quebec_date(context.clock.now());
  // Only what a verifier needs: no email, no birth date, no address.
  auto response = http::json_response(
      200,
      {{"credentialId", certificate.credential_id},
       {"holderName", certificate.holder_name},
       {"courseTitle", certificate.title(language)},
       {"accreditation", certificate.accreditation(language)},
       {"instructor", certificate.instructor().empty() ? http::Json() : http::Json(certificate.instructor())},
       {"issuedOn", certificate.issued_on},
       {"expiryDate", certificate.expires_on},
       {"status", certificate.status(today)}});
  // The status is today's: an answer kept in memory ends at midnight in Quebec.
  response.set_header("Expires", http::http_date(montreal_midnight(add_days(today, 1))));
  return response;
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/me/certificates/{id}.pdf", download_pdf},
      {"GET /api/certificates/{credentialId}", verify},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::certificates

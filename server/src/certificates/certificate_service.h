#pragma once

#include <string>

#include "app/context.h"
#include "certificates/certificate_pdf.h"

namespace secours::certificates {

// What the holder's certificate `id` prints in `language`, under the company name the About page
// shows in that language. Someone else's certificate answers exactly like a missing one: NotFound.
CertificateDocument holder_document(app::Context& context, long long holder_id, long long id,
                                    const std::string& language);

}  // namespace secours::certificates

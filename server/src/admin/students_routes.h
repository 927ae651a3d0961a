#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::admin {
// GET /api/admin/students?q= : the student accounts, searchable by name or email; GET and DELETE
// /api/admin/students/{id}: one student's records, and removal with erasure (admins only).
void register_student_routes(http::Router& router, app::Context& context);
}  // namespace secours::admin

#pragma once

#include "common/enum_names.h"

namespace secours::payments {

// How a booking is paid, and so how its money goes back. invoice: a seat of a company's team booking,
// paid on the company's invoice (companies/invoice.h), never chosen by a person booking for themselves.
enum class PaymentMethod { card, interac, cash, invoice };
inline constexpr EnumNames<PaymentMethod, 4> payment_method_names{{"card", "interac", "cash", "invoice"}};

}  // namespace secours::payments

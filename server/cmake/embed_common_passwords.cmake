# Writes a C++ source holding server/data/common-passwords.txt as a raw string literal (auth/password_policy).
file(READ ${INPUT} text)
file(WRITE ${OUTPUT}.tmp "// Generated from server/data/common-passwords.txt by embed_common_passwords.cmake; do not edit.\n#include <string_view>\n\nnamespace secours::auth {\n\nextern const std::string_view common_passwords_text;\nconst std::string_view common_passwords_text = R\"secours_list(${text})secours_list\";\n\n}  // namespace secours::auth\n")
file(COPY_FILE ${OUTPUT}.tmp ${OUTPUT} ONLY_IF_DIFFERENT)

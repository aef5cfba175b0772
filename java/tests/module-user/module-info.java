// SPDX-License-Identifier: MIT OR Apache-2.0
/** A named module that requires the jar by its Automatic-Module-Name (fresh_project.sh). */
module user {
    requires invalid.groestl;
    uses java.security.Provider;
}

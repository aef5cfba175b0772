# SPDX-License-Identifier: MIT OR Apache-2.0
# mingw-w64-x86_64.cmake - cross-build for 64-bit Windows with MinGW-w64 (Debian:
# gcc-mingw-w64-x86-64, g++-mingw-w64-x86-64), the tests run by Wine:
#
#   cmake -S . -B build-windows -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake
#   cmake --build build-windows && (cd build-windows && ctest)
#
# With Clang instead: add -DCMAKE_C_COMPILER=clang -DCMAKE_C_COMPILER_TARGET=x86_64-w64-mingw32.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(GROESTL_MINGW_PREFIX x86_64-w64-mingw32 CACHE STRING "Prefix of the MinGW-w64 tools")
set(CMAKE_C_COMPILER ${GROESTL_MINGW_PREFIX}-gcc)
find_program(GROESTL_MINGW_CXX ${GROESTL_MINGW_PREFIX}-g++) # only the tests use C++
if(GROESTL_MINGW_CXX)
  set(CMAKE_CXX_COMPILER ${GROESTL_MINGW_CXX})
endif()
set(CMAKE_RC_COMPILER ${GROESTL_MINGW_PREFIX}-windres)
set(CMAKE_FIND_ROOT_PATH /usr/${GROESTL_MINGW_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR wine)

/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * module.h - what the two C files of the extension groestl._groestl share: groestl_module.c
 * (the hash objects, one-shot hashes, the module) and many.c (many messages at once).
 */
#ifndef GROESTL_PYTHON_MODULE_H
#define GROESTL_PYTHON_MODULE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* hashlib's threshold: below it, releasing and taking back the GIL costs more than it lets
 * other threads gain. */
#define GIL_MINSIZE 2048

/* One input read as hashlib reads it: any C-contiguous buffer, a str refused. */
typedef struct {
    Py_buffer view; /* view.obj is NULL when the data is an exact bytes object, read in place */
    const char *buf;
    Py_ssize_t len;
} input;

int input_get(PyObject *obj, input *in);
void input_release(input *in);

/* digest_bits as an argument gives it: an int from 8 to 512 in steps of 8 (TypeError,
 * ValueError otherwise). */
int digest_bits_of(PyObject *obj, unsigned *bits);

/* Raise the Python exception for a library error code; returns NULL. */
PyObject *raise_groestl_error(int rc);

/* The error being raised, again with the index of the message it is about:
 * "messages[3]: Strings must be encoded before hashing". */
void name_message(Py_ssize_t i);

/* groestl._groestl._hash_many (many.c). */
PyObject *hash_many_engine(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
extern const char hash_many_engine_doc[];

#endif

/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * bench_native.c - _groestl_bench, an extension for python/bench.py only (built by it, never
 * installed): the library's calls in a C loop, which gives the hashing time that a Python
 * call's time is compared with (the call's overhead is the difference).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>

#include "groestl.h"

PyDoc_STRVAR(repeat_doc,
             "repeat(data, count, coin, /)\n--\n\n"
             "Hash the bytes data count times in C, without Python in the loop, and return the "
             "last digest: Groestlcoin's hash (32 bytes of Grøstl-512(Grøstl-512(data))) if coin "
             "is true, else Grøstl-512(data). count must be at least 1.");

static PyObject *repeat(PyObject *Py_UNUSED(module), PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3 || !PyBytes_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "repeat() takes (bytes, count, coin)");
        return NULL;
    }
    Py_ssize_t count = PyLong_AsSsize_t(args[1]);
    int coin = PyObject_IsTrue(args[2]);
    if ((count == -1 && PyErr_Occurred()) || coin < 0)
        return NULL;
    if (count < 1) { /* no hash computed, so no digest to return */
        PyErr_Format(PyExc_ValueError, "repeat() count must be at least 1, not %zd", count);
        return NULL;
    }
    const char *data = PyBytes_AS_STRING(args[0]);
    size_t len = (size_t)PyBytes_GET_SIZE(args[0]);
    uint8_t inner[64], digest[64];
    int rc = GROESTL_OK;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < count && rc == GROESTL_OK; i++) {
        rc = groestl_hash(512, data, len, coin ? inner : digest);
        if (coin && rc == GROESTL_OK)
            rc = groestl_hash(512, inner, sizeof inner, digest);
    }
    Py_END_ALLOW_THREADS
    if (rc != GROESTL_OK) {
        PyErr_SetString(PyExc_RuntimeError, groestl_strerror(rc));
        return NULL;
    }
    return PyBytes_FromStringAndSize((const char *)digest, coin ? 32 : 64);
}

static PyMethodDef methods[] = {
    {"repeat", (PyCFunction)(void (*)(void))repeat, METH_FASTCALL, repeat_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_groestl_bench",
    .m_doc = "For python/bench.py only: the library's calls in a C loop.",
    .m_size = 0,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__groestl_bench(void)
{
    return PyModule_Create(&module_def);
}

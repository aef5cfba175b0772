/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl_module.c - the extension groestl._groestl: hashlib-style Grøstl objects and the
 * one-shot coin hashes, on libgroestl (include/groestl.h). The package groestl re-exports it;
 * many messages at once are many.c's.
 *
 * Threads: like hashlib, an update of GIL_MINSIZE bytes or more releases the GIL, and from
 * then on the object carries a lock that every access to its context takes.
 */
#include "module.h"

#include <pythread.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "groestl.h"

typedef struct {
    PyTypeObject *hash_type;
} module_state;

typedef struct {
    PyObject_HEAD
    groestl_ctx ctx;
    PyThread_type_lock lock; /* NULL until the first update big enough to release the GIL */
    uint16_t digest_bits;
    uint8_t v0;
} HashObject;

static module_state *state_of(PyObject *module)
{
    return (module_state *)PyModule_GetState(module);
}

/* ---- Errors -------------------------------------------------------------------------- */

/* The library fails only on a backend forced through GROESTL_BACKEND that this machine
 * lacks (RuntimeError) or on sizes/lengths out of range (ValueError). */
PyObject *raise_groestl_error(int rc)
{
    if (rc == GROESTL_ERR_BACKEND) {
        const char *forced = getenv("GROESTL_BACKEND");
        PyErr_Format(PyExc_RuntimeError, "GROESTL_BACKEND=%s: %s", forced ? forced : "",
                     groestl_strerror(rc));
    } else {
        PyErr_SetString(PyExc_ValueError, groestl_strerror(rc));
    }
    return NULL;
}

/* ---- Input: any buffer, as hashlib takes it ---------------------------------------------- */

int input_get(PyObject *obj, input *in)
{
    if (PyBytes_CheckExact(obj)) { /* the common case, without the buffer protocol's cost */
        in->view.obj = NULL;
        in->buf = PyBytes_AS_STRING(obj);
        in->len = PyBytes_GET_SIZE(obj);
        return 0;
    }
    if (PyUnicode_Check(obj)) {
        PyErr_SetString(PyExc_TypeError, "Strings must be encoded before hashing");
        return -1;
    }
    if (!PyObject_CheckBuffer(obj)) {
        PyErr_SetString(PyExc_TypeError, "object supporting the buffer API required");
        return -1;
    }
    if (PyObject_GetBuffer(obj, &in->view, PyBUF_SIMPLE) < 0)
        return -1;
    if (in->view.ndim > 1) {
        PyErr_SetString(PyExc_BufferError, "Buffer must be single dimension");
        PyBuffer_Release(&in->view);
        return -1;
    }
    in->buf = in->view.buf;
    in->len = in->view.len;
    return 0;
}

void input_release(input *in)
{
    if (in->view.obj != NULL)
        PyBuffer_Release(&in->view);
}

/* ---- The per-object lock ------------------------------------------------------------- */

/* Take the object's lock, if it has one; wait for it without the GIL. */
static void lock_object(HashObject *self)
{
    if (self->lock != NULL && !PyThread_acquire_lock(self->lock, NOWAIT_LOCK)) {
        Py_BEGIN_ALLOW_THREADS
        PyThread_acquire_lock(self->lock, WAIT_LOCK);
        Py_END_ALLOW_THREADS
    }
}

static void unlock_object(HashObject *self)
{
    if (self->lock != NULL)
        PyThread_release_lock(self->lock);
}

static int absorb(HashObject *self, const char *buf, Py_ssize_t len)
{
    int rc;
    if (len >= GIL_MINSIZE && self->lock == NULL)
        self->lock = PyThread_allocate_lock(); /* if that fails, hash holding the GIL */
    if (len >= GIL_MINSIZE && self->lock != NULL) {
        Py_BEGIN_ALLOW_THREADS
        PyThread_acquire_lock(self->lock, WAIT_LOCK);
        rc = groestl_update(&self->ctx, buf, (size_t)len);
        PyThread_release_lock(self->lock);
        Py_END_ALLOW_THREADS
    } else {
        lock_object(self);
        rc = groestl_update(&self->ctx, buf, (size_t)len);
        unlock_object(self);
    }
    return rc;
}

/* The digest of what was absorbed so far: the library's final works on a copy, so the
 * object can take more data and give more digests. The object's context is always live, so
 * final cannot fail; were it to, the error is raised rather than an unwritten digest
 * returned. */
static int current_digest(HashObject *self, uint8_t *digest)
{
    groestl_ctx copy;
    lock_object(self);
    copy = self->ctx;
    unlock_object(self);
    int rc = groestl_final(&copy, digest);
    if (rc != GROESTL_OK) {
        raise_groestl_error(rc);
        return -1;
    }
    return 0;
}

/* ---- The hash object ----------------------------------------------------------------- */

static HashObject *new_object(PyTypeObject *type, unsigned digest_bits, int v0)
{
    HashObject *self = PyObject_New(HashObject, type);
    if (self == NULL)
        return NULL;
    self->lock = NULL;
    self->digest_bits = (uint16_t)digest_bits;
    self->v0 = (uint8_t)v0;
    return self;
}

/* A new object for Grøstl (v0: Grøstl-0) with digest_bits, fed with data unless it is NULL. */
static PyObject *make_hash(PyTypeObject *type, unsigned digest_bits, int v0, PyObject *data)
{
    input in = {.view.obj = NULL};
    if (data != NULL && input_get(data, &in) < 0)
        return NULL;
    HashObject *self = new_object(type, digest_bits, v0);
    int rc = GROESTL_OK;
    if (self != NULL) {
        rc = v0 ? groestl0_init(&self->ctx, digest_bits) : groestl_init(&self->ctx, digest_bits);
        if (rc == GROESTL_OK && in.len > 0)
            rc = absorb(self, in.buf, in.len);
    }
    input_release(&in);
    if (rc != GROESTL_OK) {
        Py_DECREF(self);
        return raise_groestl_error(rc);
    }
    return (PyObject *)self;
}

/* The context holds state derived from the data (a key, for HMAC): clear it before the
 * memory is freed, in a way the compiler may not drop as a dead store. */
static void wipe(void *p, size_t n)
{
#if defined(__GNUC__) || defined(__clang__)
    memset(p, 0, n);
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
#endif
}

static void hash_dealloc(HashObject *self)
{
    PyTypeObject *type = Py_TYPE(self);
    if (self->lock != NULL)
        PyThread_free_lock(self->lock);
    wipe(&self->ctx, sizeof self->ctx);
    PyObject_Free(self);
    Py_DECREF(type);
}

PyDoc_STRVAR(update_doc, "update($self, data, /)\n--\n\n"
                         "Absorb the bytes of data (any buffer: bytes, bytearray, memoryview, "
                         "array, ...).");

static PyObject *hash_update(HashObject *self, PyObject *data)
{
    input in;
    if (input_get(data, &in) < 0)
        return NULL;
    int rc = absorb(self, in.buf, in.len);
    input_release(&in);
    if (rc != GROESTL_OK)
        return raise_groestl_error(rc);
    Py_RETURN_NONE;
}

PyDoc_STRVAR(digest_doc, "digest($self, /)\n--\n\n"
                         "The digest of the data absorbed so far, as bytes. The object stays "
                         "usable.");

static PyObject *hash_digest(HashObject *self, PyObject *Py_UNUSED(ignored))
{
    uint8_t digest[GROESTL_MAX_DIGEST_BYTES];
    if (current_digest(self, digest) < 0)
        return NULL;
    return PyBytes_FromStringAndSize((const char *)digest, self->digest_bits / 8);
}

PyDoc_STRVAR(hexdigest_doc, "hexdigest($self, /)\n--\n\n"
                            "The digest of the data absorbed so far, as lower-case hex.");

static PyObject *hash_hexdigest(HashObject *self, PyObject *Py_UNUSED(ignored))
{
    static const char hex[] = "0123456789abcdef";
    uint8_t digest[GROESTL_MAX_DIGEST_BYTES];
    unsigned bytes = self->digest_bits / 8u;
    if (current_digest(self, digest) < 0)
        return NULL;
    PyObject *text = PyUnicode_New(2 * (Py_ssize_t)bytes, 127);
    if (text == NULL)
        return NULL;
    Py_UCS1 *out = PyUnicode_1BYTE_DATA(text);
    for (unsigned i = 0; i < bytes; i++) {
        out[2 * i] = (Py_UCS1)hex[digest[i] >> 4];
        out[2 * i + 1] = (Py_UCS1)hex[digest[i] & 15];
    }
    return text;
}

PyDoc_STRVAR(copy_doc, "copy($self, /)\n--\n\n"
                       "An independent object in the same state.");

static PyObject *hash_copy(HashObject *self, PyObject *Py_UNUSED(ignored))
{
    HashObject *twin = new_object(Py_TYPE(self), self->digest_bits, self->v0);
    if (twin == NULL)
        return NULL;
    lock_object(self);
    twin->ctx = self->ctx;
    unlock_object(self);
    return (PyObject *)twin;
}

static PyObject *hash_get_name(HashObject *self, void *Py_UNUSED(closure))
{
    return PyUnicode_FromFormat("groestl%s-%u", self->v0 ? "0" : "", (unsigned)self->digest_bits);
}

static PyObject *hash_get_digest_size(HashObject *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLong(self->digest_bits / 8);
}

static PyObject *hash_get_block_size(HashObject *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLong(self->digest_bits > 256 ? 128 : 64);
}

static PyMethodDef hash_methods[] = {
    {"update", (PyCFunction)hash_update, METH_O, update_doc},
    {"digest", (PyCFunction)hash_digest, METH_NOARGS, digest_doc},
    {"hexdigest", (PyCFunction)hash_hexdigest, METH_NOARGS, hexdigest_doc},
    {"copy", (PyCFunction)hash_copy, METH_NOARGS, copy_doc},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef hash_getset[] = {
    {"name", (getter)hash_get_name, NULL,
     PyDoc_STR("The algorithm's name, e.g. 'groestl-256' or 'groestl0-512'; new() takes it."),
     NULL},
    {"digest_size", (getter)hash_get_digest_size, NULL, PyDoc_STR("Digest length in bytes."),
     NULL},
    {"block_size", (getter)hash_get_block_size, NULL,
     PyDoc_STR("Block length in bytes: 64 for digests up to 256 bits, else 128."), NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyDoc_STRVAR(hash_doc, "A Grøstl computation with hashlib's interface. Made by groestl.new() "
                       "and the named constructors (groestl256(), ...), not directly.");

static PyType_Slot hash_slots[] = {
    {Py_tp_dealloc, hash_dealloc}, {Py_tp_methods, hash_methods}, {Py_tp_getset, hash_getset},
    {Py_tp_doc, (void *)hash_doc}, {0, NULL},
};

static PyType_Spec hash_spec = {
    .name = "groestl.GroestlHash",
    .basicsize = sizeof(HashObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_IMMUTABLETYPE | Py_TPFLAGS_DISALLOW_INSTANTIATION,
    .slots = hash_slots,
};

/* ---- Arguments ----------------------------------------------------------------------- */

/* Sort vectorcall arguments into slots (left NULL when absent) by the NULL-terminated names;
 * the first max_positional may also come by position. */
static int unpack(const char *func, const char *const *names, Py_ssize_t max_positional,
                  PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, PyObject **slots)
{
    if (nargs > max_positional) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most %zd positional argument%s (%zd given)",
                     func, max_positional, max_positional == 1 ? "" : "s", nargs);
        return -1;
    }
    for (Py_ssize_t i = 0; i < nargs; i++)
        slots[i] = args[i];
    Py_ssize_t nkw = kwnames != NULL ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t k = 0; k < nkw; k++) {
        PyObject *key = PyTuple_GET_ITEM(kwnames, k);
        Py_ssize_t i = 0;
        while (names[i] != NULL && PyUnicode_CompareWithASCIIString(key, names[i]) != 0)
            i++;
        if (names[i] == NULL) {
            PyErr_Format(PyExc_TypeError, "'%U' is an invalid keyword argument for %s()", key,
                         func);
            return -1;
        }
        if (slots[i] != NULL) {
            PyErr_Format(PyExc_TypeError, "argument for %s() given by name ('%U') and position",
                         func, key);
            return -1;
        }
        slots[i] = args[nargs + k];
    }
    return 0;
}

/* ---- Constructors -------------------------------------------------------------------- */

/* name(data=b"", *, usedforsecurity=True): usedforsecurity is taken, as hashlib's
 * constructors take it, and ignored. */
static PyObject *construct(PyObject *module, const char *func, unsigned digest_bits, int v0,
                           PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = {"data", "usedforsecurity", NULL};
    PyObject *slots[2] = {NULL, NULL};
    if (unpack(func, names, 1, args, nargs, kwnames, slots) < 0)
        return NULL;
    return make_hash(state_of(module)->hash_type, digest_bits, v0, slots[0]);
}

#define CONSTRUCTOR(func, bits, v0, label)                                                    \
    static PyObject *func(PyObject *module, PyObject *const *args, Py_ssize_t nargs,          \
                          PyObject *kwnames)                                                  \
    {                                                                                         \
        return construct(module, #func, bits, v0, args, nargs, kwnames);                     \
    }                                                                                         \
    PyDoc_STRVAR(func##_doc, #func "($module, /, data=b'', *, usedforsecurity=True)\n--\n\n"  \
                                   "A new " label " hash object, fed with data.");

CONSTRUCTOR(groestl224, 224, 0, "Grøstl-224")
CONSTRUCTOR(groestl256, 256, 0, "Grøstl-256")
CONSTRUCTOR(groestl384, 384, 0, "Grøstl-384")
CONSTRUCTOR(groestl512, 512, 0, "Grøstl-512")
CONSTRUCTOR(groestl0_224, 224, 1, "Grøstl-0-224")
CONSTRUCTOR(groestl0_256, 256, 1, "Grøstl-0-256")
CONSTRUCTOR(groestl0_384, 384, 1, "Grøstl-0-384")
CONSTRUCTOR(groestl0_512, 512, 1, "Grøstl-0-512")

int digest_bits_of(PyObject *obj, unsigned *bits)
{
    int overflow;
    long value = PyLong_AsLongAndOverflow(obj, &overflow);
    if (value == -1 && PyErr_Occurred())
        return -1;
    if (overflow || value < 8 || value > 512 || value % 8 != 0) {
        PyErr_Format(PyExc_ValueError, "digest_bits must be 8 to 512 in steps of 8, not %R", obj);
        return -1;
    }
    *bits = (unsigned)value;
    return 0;
}

PyDoc_STRVAR(make_doc, "_make($module, digest_bits, v0, data=b'', /)\n--\n\n"
                       "new()'s engine: a Grøstl object (Grøstl-0 if v0 is true) with a digest "
                       "of digest_bits, fed with data.");

static PyObject *make(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 2 || nargs > 3) {
        PyErr_Format(PyExc_TypeError, "_make() takes 2 or 3 arguments (%zd given)", nargs);
        return NULL;
    }
    unsigned bits;
    if (digest_bits_of(args[0], &bits) < 0)
        return NULL;
    int v0 = PyObject_IsTrue(args[1]);
    if (v0 < 0)
        return NULL;
    return make_hash(state_of(module)->hash_type, bits, v0, nargs == 3 ? args[2] : NULL);
}

/* ---- One-shot coin hashes ------------------------------------------------------------ */

/* Grøstl-512(Grøstl-512(data)), all 64 bytes. */
static int double_groestl512(const char *buf, Py_ssize_t len, uint8_t digest[64])
{
    uint8_t inner[64];
    int rc = groestl_hash(512, buf, (size_t)len, inner);
    if (rc == GROESTL_OK)
        rc = groestl_hash(512, inner, sizeof inner, digest);
    return rc;
}

PyDoc_STRVAR(groestlcoin_hash_doc,
             "groestlcoin_hash($module, data, /)\n--\n\n"
             "Groestlcoin's hash: the first 32 bytes of Grøstl-512(Grøstl-512(data)).\n\n"
             "The same as groestlcoin_hash.getHash(data, len(data)) of the PyPI package "
             "groestlcoin_hash, for any buffer.");

static PyObject *groestlcoin_hash(PyObject *Py_UNUSED(module), PyObject *data)
{
    input in;
    if (input_get(data, &in) < 0)
        return NULL;
    uint8_t digest[64];
    int rc;
    if (in.len >= GIL_MINSIZE) {
        Py_BEGIN_ALLOW_THREADS
        rc = double_groestl512(in.buf, in.len, digest);
        Py_END_ALLOW_THREADS
    } else {
        rc = double_groestl512(in.buf, in.len, digest);
    }
    input_release(&in);
    if (rc != GROESTL_OK)
        return raise_groestl_error(rc);
    return PyBytes_FromStringAndSize((const char *)digest, 32);
}

/* ---- Many messages at once ---------------------------------------------------------- */

void name_message(Py_ssize_t i)
{
#if PY_VERSION_HEX >= 0x030C0000
    PyObject *exc = PyErr_GetRaisedException();
    PyErr_Format((PyObject *)Py_TYPE(exc), "messages[%zd]: %S", i, exc);
    Py_DECREF(exc);
#else
    PyObject *type, *value, *trace;
    PyErr_Fetch(&type, &value, &trace);
    PyErr_NormalizeException(&type, &value, &trace);
    PyErr_Format(type, "messages[%zd]: %S", i, value);
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(trace);
#endif
}

PyDoc_STRVAR(output_transform_many_doc,
             "output_transform_many($module, data, /)\n--\n\n"
             "Grøstl-256's output transformation as a 64-to-32-byte compression, for the inner "
             "nodes of Merkle trees: data holds n inputs of 64 bytes (ValueError if its length "
             "is not a multiple of 64); the result holds their n outputs of 32 bytes, each the "
             "last 32 bytes of P(x) xor x. This is not Grøstl-256 of the 64 bytes.");

/* groestlcoin_hash's shape (a buffer in, the GIL released for a long one): its own call. */
static PyObject *output_transform_many(PyObject *Py_UNUSED(module), PyObject *data)
{
    input in;
    if (input_get(data, &in) < 0)
        return NULL;
    if (in.len % 64 != 0) {
        PyErr_Format(PyExc_ValueError, "output_transform_many() takes 64-byte inputs: the "
                     "length %zd is not a multiple of 64", in.len);
        input_release(&in);
        return NULL;
    }
    PyObject *result = PyBytes_FromStringAndSize(NULL, in.len / 2);
    if (result == NULL) {
        input_release(&in);
        return NULL;
    }
    int rc;
    size_t n = (size_t)in.len / 64;
    if (in.len >= GIL_MINSIZE) {
        Py_BEGIN_ALLOW_THREADS
        rc = groestl256_output_transform_many(in.buf, n, PyBytes_AS_STRING(result));
        Py_END_ALLOW_THREADS
    } else {
        rc = groestl256_output_transform_many(in.buf, n, PyBytes_AS_STRING(result));
    }
    input_release(&in);
    if (rc != GROESTL_OK) {
        Py_DECREF(result);
        return raise_groestl_error(rc);
    }
    return result;
}

PyDoc_STRVAR(backend_doc, "backend($module, /)\n--\n\n"
                          "The name of the C permutation code in use ('portable', ...). The "
                          "environment variable GROESTL_BACKEND, read at the first hash, "
                          "forces one; RuntimeError if it names one this machine lacks.");

static PyObject *backend(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(ignored))
{
    const char *name = groestl_backend();
    if (name == NULL)
        return raise_groestl_error(GROESTL_ERR_BACKEND);
    return PyUnicode_FromString(name);
}

/* ---- The module ---------------------------------------------------------------------- */

#define FASTCALL_KW (METH_FASTCALL | METH_KEYWORDS)
static PyMethodDef module_methods[] = {
    {"groestl224", (PyCFunction)(void (*)(void))groestl224, FASTCALL_KW, groestl224_doc},
    {"groestl256", (PyCFunction)(void (*)(void))groestl256, FASTCALL_KW, groestl256_doc},
    {"groestl384", (PyCFunction)(void (*)(void))groestl384, FASTCALL_KW, groestl384_doc},
    {"groestl512", (PyCFunction)(void (*)(void))groestl512, FASTCALL_KW, groestl512_doc},
    {"groestl0_224", (PyCFunction)(void (*)(void))groestl0_224, FASTCALL_KW, groestl0_224_doc},
    {"groestl0_256", (PyCFunction)(void (*)(void))groestl0_256, FASTCALL_KW, groestl0_256_doc},
    {"groestl0_384", (PyCFunction)(void (*)(void))groestl0_384, FASTCALL_KW, groestl0_384_doc},
    {"groestl0_512", (PyCFunction)(void (*)(void))groestl0_512, FASTCALL_KW, groestl0_512_doc},
    {"_make", (PyCFunction)(void (*)(void))make, METH_FASTCALL, make_doc},
    {"groestlcoin_hash", groestlcoin_hash, METH_O, groestlcoin_hash_doc},
    {"backend", backend, METH_NOARGS, backend_doc},
    {"_hash_many", (PyCFunction)(void (*)(void))hash_many_engine, METH_FASTCALL,
     hash_many_engine_doc},
    {"output_transform_many", output_transform_many, METH_O, output_transform_many_doc},
    {NULL, NULL, 0, NULL},
};

static int module_exec(PyObject *module)
{
    module_state *st = state_of(module);
    st->hash_type = (PyTypeObject *)PyType_FromModuleAndSpec(module, &hash_spec, NULL);
    if (st->hash_type == NULL)
        return -1;
    if (PyModule_AddType(module, st->hash_type) < 0)
        return -1;
    return PyModule_AddStringConstant(module, "__version__", GROESTL_VERSION_STRING);
}

static int module_traverse(PyObject *module, visitproc visit, void *arg)
{
    Py_VISIT(state_of(module)->hash_type);
    return 0;
}

static int module_clear(PyObject *module)
{
    Py_CLEAR(state_of(module)->hash_type);
    return 0;
}

static void module_free(void *module)
{
    module_clear((PyObject *)module);
}

static PyModuleDef_Slot module_slots[] = {
    {Py_mod_exec, module_exec},
    {0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "groestl._groestl",
    .m_doc = "The C part of the groestl package; use the package, not this module.",
    .m_size = sizeof(module_state),
    .m_methods = module_methods,
    .m_slots = module_slots,
    .m_traverse = module_traverse,
    .m_clear = module_clear,
    .m_free = module_free,
};

PyMODINIT_FUNC PyInit__groestl(void)
{
    return PyModuleDef_Init(&module_def);
}

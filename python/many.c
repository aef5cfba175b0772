/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * many.c - groestl._groestl._hash_many, the engine of groestl.hash_many and
 * groestl.groestlcoin_hash_many: the digests of many messages in one call, the messages read
 * where they lie, without a Python object per message:
 *   - an Arrow binary, large_binary or fixed_size_binary array, through its offsets and data
 *     buffers (the Arrow C data interface's PyCapsules: __arrow_c_array__), or a stream of
 *     them (__arrow_c_stream__: a pyarrow ChunkedArray, a pandas Series);
 *   - a 1-D buffer of fixed-width bytes (NumPy dtype 'S80': each message the item's full
 *     width) or a 2-D buffer of bytes (NumPy uint8 of shape (n, width): a row per message);
 *   - any other iterable of buffers (a list of bytes, ...), one Py_buffer each.
 * The messages are gathered with the GIL (their memory kept alive by what exported it), then
 * checked (nulls, offsets) and hashed in blocks of BLOCK without it. An error leaves no output.
 */
#include "module.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "groestl.h"

/* ---- The Arrow C data interface -------------------------------------------------------- */
/* The structs the Arrow columnar format defines as its stable C ABI (the "C data interface"
 * and "C stream interface" of the Arrow specification), with only what is read here used. */

struct ArrowSchema {
    const char *format; /* "z" binary, "Z" large_binary, "w:80" fixed_size_binary(80), ... */
    const char *name;
    const char *metadata;
    int64_t flags;
    int64_t n_children;
    struct ArrowSchema **children;
    struct ArrowSchema *dictionary;
    void (*release)(struct ArrowSchema *);
    void *private_data;
};

struct ArrowArray {
    int64_t length;
    int64_t null_count; /* -1: not computed */
    int64_t offset;     /* of the first element, in the buffers (a slice) */
    int64_t n_buffers;
    int64_t n_children;
    const void **buffers; /* binary: validity bitmap (may be NULL), offsets, data */
    struct ArrowArray **children;
    struct ArrowArray *dictionary;
    void (*release)(struct ArrowArray *); /* NULL once released: the end of a stream */
    void *private_data;
};

struct ArrowArrayStream {
    int (*get_schema)(struct ArrowArrayStream *, struct ArrowSchema *out);
    int (*get_next)(struct ArrowArrayStream *, struct ArrowArray *out);
    const char *(*get_last_error)(struct ArrowArrayStream *);
    void (*release)(struct ArrowArrayStream *);
    void *private_data;
};

/* ---- Where the messages lie ----------------------------------------------------------- */

/* Messages hashed by one groestl_hash_many call: a multiple of the widest backend's lanes,
 * and few enough that the pointers, lengths and inner digests fit on the stack. */
#define BLOCK 256

typedef enum {
    IN_VIEWS,     /* views[i]: the buffers of an iterable's items */
    IN_OFFSETS32, /* Arrow binary: message i is data[offsets[i] .. offsets[i + 1]) */
    IN_OFFSETS64, /* Arrow large_binary: the same with 64-bit offsets */
    IN_STRIDED,   /* width bytes at data + i * stride: NumPy rows or items, fixed_size_binary */
} layout;

/* A run of messages laid out one way: an Arrow array or chunk, a NumPy array, a list. */
typedef struct {
    layout kind;
    Py_ssize_t count;
    const uint8_t *data;
    const void *offsets;     /* IN_OFFSETS*: count + 1 of them, from the run's first */
    Py_ssize_t stride;       /* IN_STRIDED: bytes from one message to the next (may be < 0) */
    size_t width;            /* IN_STRIDED: every message's length */
    const uint8_t *validity; /* Arrow's validity bitmap; NULL when no message is null */
    int64_t first_bit;       /* its bit for the run's first message */
    const input *views;      /* IN_VIEWS */
} segment;

/* Everything one call gathered, and what keeps that memory alive until the end. */
typedef struct {
    segment *segments;
    Py_ssize_t n_segments, segments_capacity;
    Py_ssize_t n;     /* messages in all */
    uint64_t work;    /* bytes to hash, roughly: whether to release the GIL */
    PyObject *owners; /* a list: capsules, the iterable's tuple */
    input *views;
    Py_ssize_t n_views;
    Py_buffer buffer; /* an array's buffer, if buffer.obj */
    struct ArrowArray *chunks; /* a stream's chunks, released at the end */
    Py_ssize_t n_chunks, chunks_capacity;
} batch;

static int add_segment(batch *b, const segment *s)
{
    if (s->count > PY_SSIZE_T_MAX - b->n) {
        PyErr_SetString(PyExc_OverflowError, "too many messages");
        return -1;
    }
    if (b->n_segments == b->segments_capacity) {
        Py_ssize_t capacity = b->segments_capacity ? 2 * b->segments_capacity : 4;
        segment *bigger = PyMem_Realloc(b->segments, (size_t)capacity * sizeof *bigger);
        if (bigger == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        b->segments = bigger;
        b->segments_capacity = capacity;
    }
    b->segments[b->n_segments++] = *s;
    b->n += s->count;
    return 0;
}

static void batch_release(batch *b)
{
    for (Py_ssize_t i = 0; i < b->n_views; i++)
        input_release(&b->views[i]);
    PyMem_Free(b->views);
    if (b->buffer.obj != NULL)
        PyBuffer_Release(&b->buffer);
    for (Py_ssize_t i = 0; i < b->n_chunks; i++)
        if (b->chunks[i].release != NULL)
            b->chunks[i].release(&b->chunks[i]);
    PyMem_Free(b->chunks);
    PyMem_Free(b->segments);
    Py_XDECREF(b->owners); /* the capsules' destructors release what they hold */
}

/* ---- Arrow arrays and streams ----------------------------------------------------------- */

/* The layout of an Arrow format string; -1 with TypeError for one this does not read. */
static int arrow_layout(const char *format, layout *kind, size_t *width)
{
    if (strcmp(format, "z") == 0) {
        *kind = IN_OFFSETS32;
        return 0;
    }
    if (strcmp(format, "Z") == 0) {
        *kind = IN_OFFSETS64;
        return 0;
    }
    if (strncmp(format, "w:", 2) == 0) {
        char *end;
        unsigned long long n = strtoull(format + 2, &end, 10);
        if (end != format + 2 && *end == '\0' && n <= (unsigned long long)PY_SSIZE_T_MAX) {
            *kind = IN_STRIDED;
            *width = (size_t)n;
            return 0;
        }
    }
    const char *hint = "";
    if (strcmp(format, "u") == 0 || strcmp(format, "U") == 0 || strcmp(format, "vu") == 0)
        hint = " (strings: cast the array to binary, or encode them)";
    else if (strcmp(format, "vz") == 0)
        hint = " (binary_view: cast the array to binary)";
    else if (strcmp(format, "+s") == 0)
        hint = " (a struct: a table or record batch? pass one of its columns)";
    else if (format[0] == '+')
        hint = " (nested values, e.g. lists: one message must be one binary value)";
    PyErr_Format(PyExc_TypeError, "Arrow array of format '%s'%s: the messages must be "
                 "binary, large_binary or fixed_size_binary", format, hint);
    return -1;
}

/* One Arrow array (or chunk of a stream) of the schema's type, as a segment. */
static int add_arrow_array(batch *b, const struct ArrowSchema *schema,
                           const struct ArrowArray *array)
{
    layout kind = IN_STRIDED;
    size_t width = 0;
    if (arrow_layout(schema->format, &kind, &width) < 0)
        return -1;
    int64_t buffers_needed = kind == IN_STRIDED ? 2 : 3;
    if (array->length < 0 || array->offset < 0 || array->n_buffers != buffers_needed ||
        array->length > PY_SSIZE_T_MAX) {
        PyErr_Format(PyExc_ValueError, "malformed Arrow array of format '%s' (length %lld, "
                     "offset %lld, %lld buffers)", schema->format, (long long)array->length,
                     (long long)array->offset, (long long)array->n_buffers);
        return -1;
    }
    segment s = {.kind = kind, .count = (Py_ssize_t)array->length, .width = width};
    if (array->null_count != 0 && array->buffers[0] != NULL) {
        s.validity = array->buffers[0];
        s.first_bit = array->offset;
    }
    if (s.count == 0) /* nothing to read: the buffers may be absent */
        return 0;
    if (array->buffers[1] == NULL && (kind != IN_STRIDED || width > 0)) {
        PyErr_Format(PyExc_ValueError, "malformed Arrow array of format '%s': no %s buffer",
                     schema->format, kind == IN_STRIDED ? "data" : "offsets");
        return -1;
    }
    if (kind == IN_STRIDED) {
        if (width != 0 && (uint64_t)array->offset > (uint64_t)PY_SSIZE_T_MAX / width) {
            PyErr_SetString(PyExc_ValueError, "malformed Arrow array: offset out of range");
            return -1;
        }
        s.data = width ? (const uint8_t *)array->buffers[1] + (size_t)array->offset * width : NULL;
        s.stride = (Py_ssize_t)width;
        b->work += (uint64_t)s.count * width;
    } else {
        size_t offset_bytes = kind == IN_OFFSETS32 ? 4 : 8;
        s.offsets = (const uint8_t *)array->buffers[1] + (size_t)array->offset * offset_bytes;
        s.data = array->buffers[2];
        int64_t first, last; /* the span of the offsets: exact unless they are malformed */
        if (kind == IN_OFFSETS32) {
            first = ((const int32_t *)s.offsets)[0];
            last = ((const int32_t *)s.offsets)[s.count];
        } else {
            first = ((const int64_t *)s.offsets)[0];
            last = ((const int64_t *)s.offsets)[s.count];
        }
        b->work += last > first ? (uint64_t)(last - first) : 0;
    }
    b->work += 64u * (uint64_t)s.count; /* every message is at least a block */
    return add_segment(b, &s);
}

static void *capsule_pointer(PyObject *capsule, const char *name)
{
    if (!PyCapsule_IsValid(capsule, name)) {
        PyErr_Format(PyExc_TypeError, "the Arrow export did not give a '%s' PyCapsule", name);
        return NULL;
    }
    return PyCapsule_GetPointer(capsule, name);
}

/* What an export method returns, owned by b->owners until the end (a borrowed reference);
 * NULL on error. */
static PyObject *call_export(batch *b, PyObject *method)
{
    PyObject *exported = PyObject_CallNoArgs(method);
    if (exported == NULL)
        return NULL;
    int rc = PyList_Append(b->owners, exported);
    Py_DECREF(exported);
    return rc < 0 ? NULL : exported;
}

/* obj.__arrow_c_array__(): a pair of capsules, schema and array, that stay owned by
 * b->owners (their destructors release the structs). */
static int from_arrow_array(batch *b, PyObject *method)
{
    PyObject *pair = call_export(b, method);
    if (pair == NULL)
        return -1;
    if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
        PyErr_SetString(PyExc_TypeError, "__arrow_c_array__() did not return a (schema, array) "
                        "pair of PyCapsules");
        return -1;
    }
    const struct ArrowSchema *schema = capsule_pointer(PyTuple_GET_ITEM(pair, 0), "arrow_schema");
    const struct ArrowArray *array =
        schema ? capsule_pointer(PyTuple_GET_ITEM(pair, 1), "arrow_array") : NULL;
    if (array == NULL)
        return -1;
    return add_arrow_array(b, schema, array);
}

static int stream_error(struct ArrowArrayStream *stream, int code)
{
    const char *why = stream->get_last_error ? stream->get_last_error(stream) : NULL;
    PyErr_Format(PyExc_OSError, "reading the Arrow stream failed: %s",
                 why ? why : strerror(code));
    return -1;
}

/* obj.__arrow_c_stream__(): every chunk, kept in b->chunks until the end. */
static int from_arrow_stream(batch *b, PyObject *method)
{
    PyObject *capsule = call_export(b, method);
    struct ArrowArrayStream *stream =
        capsule ? capsule_pointer(capsule, "arrow_array_stream") : NULL;
    if (stream == NULL)
        return -1;
    struct ArrowSchema schema = {.release = NULL};
    int rc;
    if ((rc = stream->get_schema(stream, &schema)) != 0)
        return stream_error(stream, rc);
    layout kind;
    size_t width;
    int status = arrow_layout(schema.format, &kind, &width);
    while (status == 0) {
        if (b->n_chunks == b->chunks_capacity) {
            Py_ssize_t capacity = b->chunks_capacity ? 2 * b->chunks_capacity : 8;
            struct ArrowArray *bigger =
                PyMem_Realloc(b->chunks, (size_t)capacity * sizeof *bigger);
            if (bigger == NULL) {
                PyErr_NoMemory();
                status = -1;
                break;
            }
            b->chunks = bigger; /* Arrow allows a consumer to move these structs */
            b->chunks_capacity = capacity;
        }
        struct ArrowArray *chunk = &b->chunks[b->n_chunks];
        chunk->release = NULL;
        if ((rc = stream->get_next(stream, chunk)) != 0) {
            status = stream_error(stream, rc);
            break;
        }
        if (chunk->release == NULL) /* the end */
            break;
        b->n_chunks++;
        status = add_arrow_array(b, &schema, chunk);
    }
    if (schema.release != NULL)
        schema.release(&schema);
    return status;
}

/* ---- NumPy arrays and other buffers ---------------------------------------------------- */

/* "80s" (or "s"): a fixed-width bytes item, NumPy's dtype 'S80'. */
static int is_bytes_format(const char *format)
{
    size_t digits = strspn(format, "0123456789");
    return strcmp(format + digits, "s") == 0;
}

static int from_iterable(batch *b, PyObject *obj);

static int from_buffer(batch *b, PyObject *obj)
{
    Py_buffer *v = &b->buffer;
    if (PyObject_GetBuffer(obj, v, PyBUF_RECORDS_RO) < 0)
        return -1;
    const char *format = v->format ? v->format : "B";
    if (v->suboffsets != NULL) {
        PyErr_SetString(PyExc_ValueError, "an array with suboffsets (indirect buffers) is not "
                        "taken: copy it into a NumPy array first");
        return -1;
    }
    if (v->ndim == 1 && strcmp(format, "O") == 0) { /* NumPy dtype object: items are objects */
        PyBuffer_Release(v);
        return from_iterable(b, obj);
    }
    segment s = {.kind = IN_STRIDED, .data = v->buf};
    if (v->ndim == 2 && strcmp(format, "B") == 0) { /* a row per message */
        if (v->strides[1] != 1) {
            PyErr_Format(PyExc_ValueError, "the rows of the %zd x %zd uint8 array are not "
                         "contiguous (strides %zd, %zd): numpy.ascontiguousarray() makes a "
                         "copy that is", v->shape[0], v->shape[1], v->strides[0], v->strides[1]);
            return -1;
        }
        s.count = v->shape[0];
        s.width = (size_t)v->shape[1];
        s.stride = v->strides[0];
    } else if (v->ndim == 1 && is_bytes_format(format)) { /* an item per message, all of it */
        s.count = v->shape[0];
        s.width = (size_t)v->itemsize;
        s.stride = v->strides[0];
    } else if (v->ndim == 1 && v->itemsize == 1) {
        PyErr_Format(PyExc_TypeError, "a 1-D buffer of bytes (format '%s') is one message, "
                     "not many: wrap it in a list, or pass a 2-D uint8 array of one message a "
                     "row", format);
        return -1;
    } else {
        PyErr_Format(PyExc_TypeError, "a %d-D array of format '%s': an array of messages must "
                     "be a 2-D uint8 array (a message per row) or a 1-D array of fixed-width "
                     "bytes (NumPy dtype 'S<width>')", v->ndim, format);
        return -1;
    }
    b->work += (uint64_t)s.count * (s.width + 64u);
    return add_segment(b, &s);
}

/* ---- Any other iterable ---------------------------------------------------------------- */

static int from_iterable(batch *b, PyObject *obj)
{
    /* A tuple of our own: another thread cannot drop a message while the GIL is released. */
    PyObject *items = PySequence_Tuple(obj);
    if (items == NULL)
        return -1;
    int rc = PyList_Append(b->owners, items);
    Py_DECREF(items);
    if (rc < 0)
        return -1;
    Py_ssize_t n = PyTuple_GET_SIZE(items);
    b->views = PyMem_Calloc((size_t)n + 1, sizeof *b->views);
    if (b->views == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (; b->n_views < n; b->n_views++) {
        input *in = &b->views[b->n_views];
        if (input_get(PyTuple_GET_ITEM(items, b->n_views), in) < 0) {
            name_message(b->n_views);
            return -1;
        }
        b->work += (uint64_t)in->len + 64u;
    }
    segment s = {.kind = IN_VIEWS, .count = n, .views = b->views};
    return add_segment(b, &s);
}

/* Which of the ways above reads messages. */
static int gather(batch *b, PyObject *messages)
{
    if (PyUnicode_Check(messages) || PyBytes_Check(messages) || PyByteArray_Check(messages)) {
        PyErr_Format(PyExc_TypeError, "takes an iterable of messages, not one %s (wrap it in a "
                     "list)", Py_TYPE(messages)->tp_name);
        return -1;
    }
    static const char *const exports[] = {"__arrow_c_array__", "__arrow_c_stream__"};
    for (int i = 0; i < 2; i++) {
        PyObject *method = PyObject_GetAttrString(messages, exports[i]);
        if (method == NULL) {
            if (!PyErr_ExceptionMatches(PyExc_AttributeError))
                return -1;
            PyErr_Clear();
            continue;
        }
        int rc = i == 0 ? from_arrow_array(b, method) : from_arrow_stream(b, method);
        Py_DECREF(method);
        /* A pandas Series without pyarrow installed: its items are still messages. */
        if (rc < 0 && PyErr_ExceptionMatches(PyExc_ImportError)) {
            PyErr_Clear();
            break;
        }
        return rc;
    }
    if (PyObject_CheckBuffer(messages))
        return from_buffer(b, messages);
    return from_iterable(b, messages);
}

/* ---- Checking and hashing, without the GIL --------------------------------------------- */

/* The messages first..first+count-1 of a segment into msgs and lens. */
static void segment_messages(const segment *s, Py_ssize_t first, size_t count,
                             const void **msgs, size_t *lens)
{
    for (size_t i = 0; i < count; i++) {
        Py_ssize_t at = first + (Py_ssize_t)i;
        switch (s->kind) {
        case IN_VIEWS:
            msgs[i] = s->views[at].buf;
            lens[i] = (size_t)s->views[at].len;
            break;
        case IN_OFFSETS32: {
            const int32_t *off = s->offsets;
            msgs[i] = s->data != NULL ? s->data + off[at] : NULL; /* NULL: all are empty */
            lens[i] = (size_t)(off[at + 1] - off[at]);
            break;
        }
        case IN_OFFSETS64: {
            const int64_t *off = s->offsets;
            msgs[i] = s->data != NULL ? s->data + off[at] : NULL;
            lens[i] = (size_t)(off[at + 1] - off[at]);
            break;
        }
        case IN_STRIDED:
            msgs[i] = s->width ? s->data + at * s->stride : NULL; /* NULL: empty */
            lens[i] = s->width;
            break;
        }
    }
}

typedef enum { ALL_FINE, A_NULL, BAD_OFFSETS, LIBRARY_ERROR } verdict;

/* Every message of a segment is there (not null) and its offsets make sense. */
static verdict check_segment(const segment *s, Py_ssize_t *where)
{
    if (s->validity != NULL) {
        for (Py_ssize_t i = 0; i < s->count; i++) {
            int64_t bit = s->first_bit + i;
            if (!(s->validity[bit >> 3] >> (bit & 7) & 1)) {
                *where = i;
                return A_NULL;
            }
        }
    }
    if (s->kind == IN_OFFSETS32 || s->kind == IN_OFFSETS64) {
        for (Py_ssize_t i = 0; i < s->count; i++) {
            int64_t from, to;
            if (s->kind == IN_OFFSETS32) {
                from = ((const int32_t *)s->offsets)[i];
                to = ((const int32_t *)s->offsets)[i + 1];
            } else {
                from = ((const int64_t *)s->offsets)[i];
                to = ((const int64_t *)s->offsets)[i + 1];
            }
            if (from < 0 || to < from || (to > from && s->data == NULL)) {
                *where = i;
                return BAD_OFFSETS;
            }
        }
    }
    return ALL_FINE;
}

/* Groestlcoin's hash of count messages: Grøstl-512 of each, Grøstl-512 of those 64-byte
 * digests, the first 32 bytes of each. */
static int groestlcoin_block(const void **msgs, const size_t *lens, size_t count,
                             uint8_t *digests)
{
    uint8_t inner[BLOCK][64], outer[BLOCK][64];
    const void *inner_msgs[BLOCK];
    size_t inner_lens[BLOCK];
    int rc = groestl_hash_many(512, msgs, lens, count, inner);
    for (size_t i = 0; i < count; i++) {
        inner_msgs[i] = inner[i];
        inner_lens[i] = 64;
    }
    if (rc == GROESTL_OK)
        rc = groestl_hash_many(512, inner_msgs, inner_lens, count, outer);
    for (size_t i = 0; rc == GROESTL_OK && i < count; i++)
        memcpy(digests + 32 * i, outer[i], 32);
    return rc;
}

typedef struct {
    verdict why;
    Py_ssize_t index; /* of the message at fault, over all segments */
    int rc;           /* LIBRARY_ERROR: the library's code */
} outcome;

/* Check every segment, then hash them all into digests (size bytes each). */
static void hash_batch(const batch *b, unsigned bits, int groestlcoin, uint8_t *digests,
                       outcome *result)
{
    const size_t size = groestlcoin ? 32 : bits / 8;
    Py_ssize_t before = 0;
    for (Py_ssize_t k = 0; k < b->n_segments; k++) {
        Py_ssize_t where = 0;
        verdict v = check_segment(&b->segments[k], &where);
        if (v != ALL_FINE) {
            *result = (outcome){v, before + where, GROESTL_OK};
            return;
        }
        before += b->segments[k].count;
    }
    const void *msgs[BLOCK];
    size_t lens[BLOCK];
    uint8_t *out = digests;
    for (Py_ssize_t k = 0; k < b->n_segments; k++) {
        const segment *s = &b->segments[k];
        for (Py_ssize_t done = 0; done < s->count; done += BLOCK) {
            size_t count = (size_t)(s->count - done < BLOCK ? s->count - done : BLOCK);
            segment_messages(s, done, count, msgs, lens);
            int rc = groestlcoin ? groestlcoin_block(msgs, lens, count, out)
                                 : groestl_hash_many(bits, msgs, lens, count, out);
            if (rc != GROESTL_OK) {
                *result = (outcome){LIBRARY_ERROR, 0, rc};
                return;
            }
            out += count * size;
        }
    }
    *result = (outcome){ALL_FINE, 0, GROESTL_OK};
}

/* ---- The engine ------------------------------------------------------------------------ */

const char hash_many_engine_doc[] =
    "_hash_many($module, messages, digest_bits, groestlcoin, flat, /)\n--\n\n"
    "The engine of groestl.hash_many and groestl.groestlcoin_hash_many (use those): the "
    "Grøstl digests of digest_bits (or, if groestlcoin is true, Groestlcoin's 32-byte hashes) "
    "of messages, as a list of bytes, or if flat is true as one bytearray of the digests end "
    "to end.";

PyObject *hash_many_engine(PyObject *Py_UNUSED(module), PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "_hash_many() takes 4 arguments (%zd given)", nargs);
        return NULL;
    }
    unsigned bits;
    if (digest_bits_of(args[1], &bits) < 0)
        return NULL;
    int groestlcoin = PyObject_IsTrue(args[2]), flat = PyObject_IsTrue(args[3]);
    if (groestlcoin < 0 || flat < 0)
        return NULL;
    const size_t size = groestlcoin ? 32 : bits / 8;

    batch b = {.owners = PyList_New(0)};
    PyObject *digests = NULL, *result = NULL;
    uint8_t *out = NULL;
    if (b.owners == NULL || gather(&b, args[0]) < 0)
        goto done;
    if ((size_t)b.n > (size_t)PY_SSIZE_T_MAX / size) {
        PyErr_SetString(PyExc_OverflowError, "too many messages");
        goto done;
    }
    /* flat: the bytearray the caller gets; else scratch space for the list's bytes */
    if (flat) {
        digests = PyByteArray_FromStringAndSize(NULL, b.n * (Py_ssize_t)size);
        out = digests ? (uint8_t *)PyByteArray_AS_STRING(digests) : NULL;
    } else {
        out = PyMem_Malloc((size_t)b.n * size + 1);
        if (out == NULL)
            PyErr_NoMemory();
    }
    if (out == NULL)
        goto done;
    outcome o;
    if (b.work >= GIL_MINSIZE) {
        Py_BEGIN_ALLOW_THREADS
        hash_batch(&b, bits, groestlcoin, out, &o);
        Py_END_ALLOW_THREADS
    } else {
        hash_batch(&b, bits, groestlcoin, out, &o);
    }
    switch (o.why) {
    case A_NULL:
        PyErr_Format(PyExc_ValueError, "messages[%zd] is null: drop or fill the nulls first "
                     "(pyarrow.compute.drop_null, fill_null)", o.index);
        goto done;
    case BAD_OFFSETS:
        PyErr_Format(PyExc_ValueError, "malformed Arrow array: the offsets of messages[%zd] "
                     "are negative or decrease", o.index);
        goto done;
    case LIBRARY_ERROR:
        raise_groestl_error(o.rc);
        goto done;
    case ALL_FINE:
        break;
    }
    if (flat) {
        result = digests;
        digests = NULL;
        goto done;
    }
    result = PyList_New(b.n);
    for (Py_ssize_t i = 0; result != NULL && i < b.n; i++) {
        PyObject *d = PyBytes_FromStringAndSize((const char *)out + (size_t)i * size,
                                                (Py_ssize_t)size);
        if (d == NULL)
            Py_CLEAR(result);
        else
            PyList_SET_ITEM(result, i, d);
    }
done:
    if (!flat)
        PyMem_Free(out);
    Py_XDECREF(digests);
    batch_release(&b);
    return result;
}

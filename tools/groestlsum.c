/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestlsum - print or check Grøstl digests, with the habits of sha256sum and b3sum.
 *
 * Exit status: 0 all good; 1 a digest mismatch, an unreadable file, a bad check file or a
 * write error on standard output; 2 bad usage.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "groestl.h"
#include "platform.h" /* UTF-8 names and binary standard streams on Windows; getline, CPUs */

#define CHUNK (1u << 20) /* bytes read per call: large, so the hashing dominates */
#define MAX_JOBS 1024    /* threads, at most */

static const char *program = "groestlsum";

/* What a digest line means: size and version. */
typedef struct {
    unsigned bits;
    bool v0;
} algorithm;

static struct {
    algorithm algo;
    bool algo_given; /* -a or -l given: check lines must match it */
    bool v0_given;
    bool tag, binary, check, zero;
    int last_mode; /* the last of -b, -t and --tag: 'b', 't' or OPT_TAG; 0 if none */
    bool quiet, status, strict, warn, ignore_missing;
    unsigned jobs; /* threads that hash (-j) */
} opt = {.algo = {256, false}};

/* ---- Standard output ----------------------------------------------------------------- */

/* The first write error on standard output (an errno value), 0 while there is none. */
static int stdout_errno;

/* Keep the reason of a failed write now: later calls may change errno, and stdio may have
 * dropped the unwritten bytes by the time the program ends. */
static void note_stdout_error(void)
{
    if (ferror(stdout) && stdout_errno == 0)
        stdout_errno = errno != 0 ? errno : EIO;
}

static void flush_stdout(void)
{
    errno = 0;
    if (fflush(stdout) != 0 && stdout_errno == 0)
        stdout_errno = errno != 0 ? errno : EIO;
    note_stdout_error();
}

/* The exit status at the end, after closing standard output: as coreutils do, a write error
 * on any path (digests, check reports, --help...) is reported and makes it 1. A closed
 * standard output is an error only if something was written to it. */
static int finish(int status)
{
    flush_stdout();
    errno = 0;
    /* Flushed: nothing is pending, so EBADF can only mean there was nothing to write to. */
    if (fclose(stdout) != 0 && errno != EBADF && stdout_errno == 0)
        stdout_errno = errno != 0 ? errno : EIO;
    if (stdout_errno != 0) {
        fprintf(stderr, "%s: write error: %s\n", program, strerror(stdout_errno));
        return 1;
    }
    return status;
}

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]... [FILE]...\n"
            "Print or check Grøstl digests. With no FILE, or when FILE is -, read standard "
            "input.\n"
            "\n"
            "  -a, --algorithm=BITS  224, 256 (default), 384 or 512\n"
            "  -l, --length=BITS     any digest size from 8 to 512 bits in steps of 8\n"
            "      --v0              Grøstl-0, the version before the January 2011 tweak\n"
            "      --tag             BSD-style lines: GROESTL-256 (FILE) = DIGEST\n"
            "  -b, --binary          mark names with '*' (files are always read as bytes)\n"
            "  -t, --text            mark names with ' ' (the default)\n"
            "  -c, --check           read digest lines from the FILEs and check them\n"
            "  -z, --zero            end each output line with NUL, not newline, and write\n"
            "                        names as they are (no escaping)\n"
            "  -j, --jobs=N          hash the files on N threads (default: one per CPU);\n"
            "                        the output is in the order of the files all the same\n"
            "      --backend=NAME    use this permutation code (see --list-backends)\n"
            "      --list-backends   list the backends of this build and exit\n"
            "      --help            display this help and exit\n"
            "      --version         output version information and exit\n"
            "\n"
            "Only when checking:\n"
            "      --ignore-missing  don't fail or report status for missing files\n"
            "      --quiet           don't print OK for each verified file\n"
            "      --status          print nothing; the exit status tells\n"
            "      --strict          exit non-zero for improperly formatted lines\n"
            "  -w, --warn            warn about improperly formatted lines\n"
            "\n"
            "Check files may mix both line styles; an untagged line's digest size is that of "
            "its digest unless -a or -l is given. Exit status: 0 success, 1 a mismatch, an "
            "unreadable file or a write error, 2 bad usage.\n",
            program);
}

_Noreturn static void bad_usage(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fprintf(stderr, "%s: ", program);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fprintf(stderr, "\nTry '%s --help' for more information.\n", program);
    exit(2);
}

/* ---- Names in diagnostics ------------------------------------------------------------ */

/* Bytes of the UTF-8 sequence at s (2 to 4), or 0 if none starts there. */
static size_t utf8_length(const unsigned char *s)
{
    size_t n = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 ? 2 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return n;
}

/* How a shell-escaped name treats byte c at i of len bytes: 0 as it is, 1 quoted (a shell
 * would read it otherwise; ':' too, as coreutils' diagnostics quote it), 2 escaped as $'\n'
 * (a control byte, or a byte that starts no UTF-8 character). *compat: whether double quotes
 * would hold it as it is (a name whose only reason to quote is a ' goes in double quotes). */
static int shell_class(const unsigned char *s, size_t i, size_t len, bool *compat)
{
    unsigned char c = s[i];
    *compat = true;
    if (c < 0x20 || c == 0x7f || (c >= 0x80 && utf8_length(s + i) == 0))
        return *compat = false, 2;
    if (c >= 0x80 || isalnum(c) || strchr("%+,-./@]_", c) != NULL)
        return 0;
    if (c == '~' || c == '#')
        return i == 0 ? 1 : (*compat = false, 0);
    if (c == '{' || c == '}')
        return len == 1 ? 1 : (*compat = false, 0);
    if (c == ' ' || c == '\'' || c == ':')
        return 1;
    *compat = false; /* ! " $ & ( ) * ; < = > ? [ \\ ^ ` | */
    return 1;
}

/* A file name in an error message, as coreutils' tools write it (quotearg's shell-escape
 * style, ':' quoted too): unchanged if no shell would misread it; '' if empty; in double
 * quotes if a ' is all that needs quoting; else in single quotes, '\'' for a ', control bytes
 * and bytes that are not UTF-8 as $'\n', $'\033' between the quoted runs. */
static void put_quoted(FILE *f, const char *name)
{
    const unsigned char *s = (const unsigned char *)name;
    size_t len = strlen(name);
    bool quote = len == 0, all_compat = true, has_quote = false, compat;
    for (size_t i = 0; i < len; i++) {
        quote |= shell_class(s, i, len, &compat) != 0;
        all_compat &= compat;
        has_quote |= s[i] == '\'';
        if (s[i] >= 0x80 && utf8_length(s + i) > 0)
            i += utf8_length(s + i) - 1;
    }
    if (!quote) {
        fputs(name, f);
        return;
    }
    if (has_quote && all_compat) {
        fprintf(f, "\"%s\"", name);
        return;
    }
    bool escaping = false; /* inside a $'...' run */
    fputc('\'', f);
    for (size_t i = 0; i < len; i++) {
        if (shell_class(s, i, len, &compat) == 2) {
            static const char named[] = "\a\b\t\n\v\f\r";
            const char *e = s[i] != 0 ? strchr(named, s[i]) : NULL;
            fputs(escaping ? "" : "'$'", f);
            if (e != NULL)
                fprintf(f, "\\%c", "abtnvfr"[e - named]);
            else
                fprintf(f, "\\%03o", s[i]);
            escaping = true;
            continue;
        }
        if (escaping)
            fputs("''", f);
        escaping = false;
        size_t n = s[i] >= 0x80 ? utf8_length(s + i) : 1; /* a whole UTF-8 character */
        if (s[i] == '\'')
            fputs("'\\''", f);
        else
            fwrite(s + i, 1, n, f);
        i += n - 1;
    }
    fputc('\'', f);
}

/* "groestlsum: NAME: what", standard output flushed first (so that on one pipe the message
 * comes after what was printed before it). */
static void file_error(const char *name, const char *fmt, ...)
{
    va_list args;
    flush_stdout();
    fprintf(stderr, "%s: ", program);
    put_quoted(stderr, name);
    fputs(": ", stderr);
    va_start(args, fmt);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fputc('\n', stderr);
}

/* ---- Hashing ------------------------------------------------------------------------- */

/* Hash an open input to its end into digest, reading through chunk (CHUNK bytes). 0, or an
 * errno value. */
static int hash_stream(FILE *f, algorithm algo, uint8_t *digest, uint8_t *chunk)
{
    groestl_ctx ctx;
    int rc = algo.v0 ? groestl0_init(&ctx, algo.bits) : groestl_init(&ctx, algo.bits);
    int err = 0;
    if (rc != GROESTL_OK) {
        fprintf(stderr, "%s: %s\n", program, groestl_strerror(rc));
        exit(2);
    }
    for (;;) {
        size_t n = fread(chunk, 1, CHUNK, f);
        if (n > 0)
            groestl_update(&ctx, chunk, n);
        if (n < CHUNK) {
            if (ferror(f))
                err = errno != 0 ? errno : EIO;
            break;
        }
    }
    if (err == 0)
        groestl_final(&ctx, digest);
    return err;
}

/* Hash standard input (for "-"), leaving it usable for a later "-". */
static int hash_stdin(algorithm algo, uint8_t *digest, uint8_t *chunk)
{
    int err = hash_stream(stdin, algo, digest, chunk);
    clearerr(stdin);
    return err;
}

/* ---- Jobs: files hashed by opt.jobs threads, reported in order -------------------------- *
 * Each file is a job. Workers take runs of consecutive jobs; a regular file of up to
 * SMALL_FILE bytes is read whole and joins a batch that groestl_hash_many hashes side by side
 * (final version; up to BATCH_BYTES), a larger one or another kind of input is hashed as a
 * stream. The main thread reports the jobs in order as they are done, so the output is that
 * of one thread; it hashes the "-" jobs itself when it reaches them, so that standard input is
 * read in argument order. */
#define RUN 64 /* jobs a worker takes at once at most: a batch of the widest backend */
#define SMALL_FILE (256u << 10) /* read whole and batched up to this size */
#define BATCH_BYTES (4u << 20)

typedef struct {
    const char *name; /* NULL: nothing to hash (a malformed check line) */
    algorithm algo;
    int err; /* 0 or an errno value */
    uint8_t digest[GROESTL_MAX_DIGEST_BYTES];
    atomic_bool done;
} job;

static struct {
    job *jobs;
    size_t n;
    size_t run;         /* jobs a worker takes at once */
    atomic_size_t next; /* the first job no worker has taken */
    pthread_mutex_t lock;
    pthread_cond_t finished; /* a job is done */
} queue = {.lock = PTHREAD_MUTEX_INITIALIZER, .finished = PTHREAD_COND_INITIALIZER};

static void job_done(job *j)
{
    pthread_mutex_lock(&queue.lock);
    atomic_store(&j->done, true);
    pthread_cond_broadcast(&queue.finished);
    pthread_mutex_unlock(&queue.lock);
}

/* Read an open regular file whole into a new buffer (*data, *len). 0, or an errno value. */
static int read_whole(int fd, uint64_t size, uint8_t **data, size_t *len)
{
    size_t cap = (size_t)size + 1, got = 0; /* one more byte: notices a file that grew */
    uint8_t *buf = malloc(cap);
    if (buf == NULL)
        return ENOMEM;
    for (;;) {
        if (got == cap) {
            uint8_t *bigger = realloc(buf, cap *= 2);
            if (bigger == NULL) {
                free(buf);
                return ENOMEM;
            }
            buf = bigger;
        }
        ssize_t n = platform_read(fd, buf + got, cap - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            int err = errno;
            free(buf);
            return err;
        }
        if (n == 0)
            break;
        got += (size_t)n;
    }
    *data = buf;
    *len = got;
    return 0;
}

typedef struct {
    job *jobs[RUN];
    const void *msgs[RUN];
    size_t lens[RUN], count, bytes;
    uint8_t digests[RUN * GROESTL_MAX_DIGEST_BYTES];
} batch;

static void flush_batch(batch *b)
{
    if (b->count == 0)
        return;
    unsigned bits = b->jobs[0]->algo.bits;
    int rc = groestl_hash_many(bits, b->msgs, b->lens, b->count, b->digests);
    for (size_t i = 0; i < b->count; i++) {
        job *j = b->jobs[i];
        if (rc == GROESTL_OK)
            memcpy(j->digest, b->digests + i * (bits / 8), bits / 8);
        else
            j->err = EINVAL; /* not expected: the sizes were checked at parse time */
        free((void *)b->msgs[i]);
        job_done(j);
    }
    b->count = b->bytes = 0;
}

/* One job: into the batch if it is a small regular file, else hashed now. */
static void run_job(job *j, batch *b, uint8_t *chunk)
{
    int fd = platform_open_read(j->name);
    int regular;
    uint64_t size;
    if (fd < 0 || platform_file_kind(fd, &regular, &size) != 0) {
        j->err = errno;
        if (fd >= 0)
            close(fd);
        job_done(j);
        return;
    }
    if (regular && size <= SMALL_FILE && !j->algo.v0) {
        uint8_t *data = NULL;
        size_t len = 0;
        j->err = read_whole(fd, size, &data, &len);
        close(fd);
        if (j->err != 0) {
            job_done(j);
            return;
        }
        if (b->count == RUN || b->bytes + len > BATCH_BYTES ||
            (b->count > 0 && b->jobs[0]->algo.bits != j->algo.bits))
            flush_batch(b);
        b->jobs[b->count] = j;
        b->msgs[b->count] = data;
        b->lens[b->count++] = len;
        b->bytes += len;
        return;
    }
    FILE *f = fdopen(fd, "rb");
    if (f == NULL) {
        j->err = errno;
        close(fd);
    } else {
        j->err = hash_stream(f, j->algo, j->digest, chunk);
        fclose(f);
    }
    job_done(j);
}

static void *allocate(size_t size)
{
    void *p = malloc(size);
    if (p == NULL) {
        fprintf(stderr, "%s: out of memory\n", program);
        exit(1);
    }
    return p;
}

/* Take the next run of jobs and do it; false when none is left. A job without a name is done
 * at once; "-" is left to the main thread. */
static bool work_run(batch *b, uint8_t *chunk)
{
    size_t start = atomic_fetch_add(&queue.next, queue.run);
    if (start >= queue.n)
        return false;
    size_t end = start + queue.run < queue.n ? start + queue.run : queue.n;
    for (size_t i = start; i < end; i++) {
        job *j = &queue.jobs[i];
        if (j->name == NULL)
            job_done(j);
        else if (strcmp(j->name, "-") != 0)
            run_job(j, b, chunk);
    }
    flush_batch(b);
    return true;
}

static void *worker(void *arg)
{
    (void)arg;
    uint8_t *chunk = allocate(CHUNK);
    batch *b = allocate(sizeof *b);
    b->count = b->bytes = 0;
    while (work_run(b, chunk)) {
    }
    free(b);
    free(chunk);
    return NULL;
}

/* Hash jobs[0..n) on opt.jobs threads, calling report(jobs[i], arg) in order of i as each is
 * done (from this thread). */
static void run_jobs(job *jobs, size_t n, void (*report)(job *, void *), void *arg)
{
    uint8_t *chunk = allocate(CHUNK);
    batch *b = allocate(sizeof *b);
    b->count = b->bytes = 0;
    queue.jobs = jobs;
    queue.n = n;
    /* Runs short enough that every thread gets several (a few large files spread over all
     * threads), long enough for full batches of small files where there are many. */
    queue.run = n / (4 * (size_t)opt.jobs);
    queue.run = queue.run < 1 ? 1 : queue.run > RUN ? RUN : queue.run;
    atomic_store(&queue.next, 0);
    for (size_t i = 0; i < n; i++)
        atomic_init(&jobs[i].done, false);
    pthread_t threads[MAX_JOBS];
    unsigned started = 0;
    if (opt.jobs > 1 && n > 1)
        while (started < opt.jobs && pthread_create(&threads[started], NULL, worker, NULL) == 0)
            started++;
    for (size_t i = 0; i < n; i++) {
        job *j = &jobs[i];
        if (j->name != NULL && strcmp(j->name, "-") == 0) {
            j->err = hash_stdin(j->algo, j->digest, chunk);
        } else if (started == 0) {
            if (!atomic_load(&j->done)) /* no threads: the next run here, batched alike */
                work_run(b, chunk);
        } else {
            pthread_mutex_lock(&queue.lock);
            while (!atomic_load(&j->done))
                pthread_cond_wait(&queue.finished, &queue.lock);
            pthread_mutex_unlock(&queue.lock);
        }
        report(j, arg);
    }
    for (unsigned t = 0; t < started; t++)
        pthread_join(threads[t], NULL);
    free(b);
    free(chunk);
}

/* ---- Output -------------------------------------------------------------------------- */

static bool needs_escape(const char *name)
{
    return strpbrk(name, "\\\n\r") != NULL;
}

/* coreutils' convention: a name with '\\', '\n' or '\r' is written escaped, and its line
 * starts with a backslash. */
static void put_name(const char *name, bool escape)
{
    for (const char *p = name; *p; p++) {
        if (escape && *p == '\\')
            fputs("\\\\", stdout);
        else if (escape && *p == '\n')
            fputs("\\n", stdout);
        else if (escape && *p == '\r')
            fputs("\\r", stdout);
        else
            putchar(*p);
    }
}

static void put_hex(const uint8_t *d, unsigned bytes)
{
    for (unsigned i = 0; i < bytes; i++)
        printf("%02x", d[i]);
}

static void algorithm_tag(algorithm a, char *out, size_t size)
{
    snprintf(out, size, "GROESTL%s-%u", a.v0 ? "0" : "", a.bits);
}

/* A digest line; with -z (coreutils' --zero) it ends with NUL and the name is as it is. */
static void print_digest_line(const char *name, const uint8_t *digest)
{
    bool escape = !opt.zero && needs_escape(name);
    if (escape)
        putchar('\\');
    if (opt.tag) {
        char tag[32];
        algorithm_tag(opt.algo, tag, sizeof tag);
        printf("%s (", tag);
        put_name(name, escape);
        printf(") = ");
        put_hex(digest, opt.algo.bits / 8);
    } else {
        put_hex(digest, opt.algo.bits / 8);
        printf(" %c", opt.binary ? '*' : ' ');
        put_name(name, escape);
    }
    putchar(opt.zero ? '\0' : '\n');
    note_stdout_error();
}

static void report_digest(job *j, void *status)
{
    if (j->err != 0) {
        file_error(j->name, "%s", strerror(j->err));
        *(int *)status = 1;
        return;
    }
    print_digest_line(j->name, j->digest);
}

static int digest_files(char **names, int count)
{
    int status = 0;
    job *jobs = allocate((size_t)count * sizeof *jobs);
    for (int i = 0; i < count; i++) {
        jobs[i].name = names[i];
        jobs[i].algo = opt.algo;
        jobs[i].err = 0;
    }
    run_jobs(jobs, (size_t)count, report_digest, &status);
    free(jobs);
    return status;
}

/* ---- Checking ------------------------------------------------------------------------ */

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Parse exactly len hex digits into bytes; false if any is not a hex digit. */
static bool parse_hex(const char *s, size_t len, uint8_t *out)
{
    for (size_t i = 0; i < len; i += 2) {
        int hi = hex_value(s[i]), lo = hex_value(s[i + 1]);
        if (hi < 0 || lo < 0)
            return false;
        out[i / 2] = (uint8_t)(hi << 4 | lo);
    }
    return true;
}

/* Undo put_name's escapes in place; false on an unknown escape. */
static bool unescape(char *s)
{
    char *w = s;
    for (char *r = s; *r; r++) {
        if (*r != '\\') {
            *w++ = *r;
            continue;
        }
        r++;
        if (*r == '\\')
            *w++ = '\\';
        else if (*r == 'n')
            *w++ = '\n';
        else if (*r == 'r')
            *w++ = '\r';
        else
            return false;
    }
    *w = '\0';
    return true;
}

/* "GROESTL-256" or "GROESTL0-256" (exactly that spelling) into an algorithm. */
static bool parse_tag(const char *s, size_t len, algorithm *a)
{
    const char *p;
    if (len > 8 && strncmp(s, "GROESTL-", 8) == 0) {
        a->v0 = false;
        p = s + 8;
    } else if (len > 9 && strncmp(s, "GROESTL0-", 9) == 0) {
        a->v0 = true;
        p = s + 9;
    } else {
        return false;
    }
    unsigned bits = 0;
    for (; p < s + len; p++) {
        if (*p < '0' || *p > '9' || bits > 1000)
            return false;
        bits = bits * 10 + (unsigned)(*p - '0');
    }
    a->bits = bits;
    return bits >= 8 && bits <= 512 && bits % 8 == 0 && s[len - 1] != '-';
}

/* One check line (newline removed) into name, algorithm and expected digest. */
static bool parse_check_line(char *line, char **name, algorithm *algo, uint8_t *expected)
{
    bool escaped = line[0] == '\\';
    if (escaped)
        line++;
    size_t hex_len;
    char *hex;
    char *open = strstr(line, " (");
    char *close = open != NULL ? strstr(open + 2, ") = ") : NULL;
    algorithm tagged;
    if (close != NULL && parse_tag(line, (size_t)(open - line), &tagged)) {
        /* BSD style: TAG (name) = hex; the name runs to the last ") = ". */
        for (char *c; (c = strstr(close + 1, ") = ")) != NULL;)
            close = c;
        *algo = tagged;
        hex = close + 4;
        hex_len = strlen(hex);
        *close = '\0';
        *name = open + 2;
        if (hex_len != algo->bits / 4)
            return false;
        if (opt.algo_given && algo->bits != opt.algo.bits)
            return false;
        if (opt.v0_given && !algo->v0)
            return false;
    } else {
        /* GNU style: hex, a space, ' ' or '*', name. */
        hex = line;
        hex_len = strspn(line, "0123456789abcdefABCDEF");
        if (line[hex_len] != ' ' || (line[hex_len + 1] != ' ' && line[hex_len + 1] != '*'))
            return false;
        *name = line + hex_len + 2;
        algo->v0 = opt.algo.v0;
        algo->bits = opt.algo_given ? opt.algo.bits : (unsigned)(hex_len * 4);
        if (hex_len != algo->bits / 4 || algo->bits < 8 || algo->bits > 512 ||
            algo->bits % 8 != 0)
            return false;
    }
    if (**name == '\0' || !parse_hex(hex, hex_len, expected))
        return false;
    return !escaped || unescape(*name);
}

static void report_name(const char *name, const char *verdict)
{
    bool escape = needs_escape(name);
    if (escape)
        putchar('\\');
    put_name(name, escape);
    printf(": %s\n", verdict);
    note_stdout_error();
}

static void warn_count(unsigned long n, const char *one, const char *many)
{
    if (n != 0)
        fprintf(stderr, "%s: WARNING: %lu %s\n", program, n, n == 1 ? one : many);
}

/* What checking one file counts, and its lines as read. */
typedef struct {
    const char *list_name;
    unsigned long good_lines, improper, unreadable, mismatched, verified;
    unsigned long *lineno;        /* of each job */
    uint8_t (*expected)[GROESTL_MAX_DIGEST_BYTES];
} check_state;

/* One line's verdict, in order: a job without a name is an improperly formatted line. */
static void report_check(job *j, void *arg)
{
    check_state *c = arg;
    size_t i = (size_t)(j - queue.jobs);
    if (j->name == NULL) {
        c->improper++;
        if (opt.warn)
            file_error(c->list_name, "%lu: improperly formatted Grøstl checksum line",
                       c->lineno[i]);
        return;
    }
    c->good_lines++;
    if (j->err == ENOENT && opt.ignore_missing)
        return;
    if (j->err != 0) {
        c->unreadable++;
        file_error(j->name, "%s", strerror(j->err));
        if (!opt.status)
            report_name(j->name, "FAILED open or read");
        return;
    }
    c->verified++;
    bool ok = memcmp(c->expected[i], j->digest, j->algo.bits / 8) == 0;
    if (!ok)
        c->mismatched++;
    if (!opt.status && (!ok || !opt.quiet))
        report_name(j->name, ok ? "OK" : "FAILED");
}

/* Check every line of one check file: read them all, hash the files they name on opt.jobs
 * threads, report in order. 0 if all good, else 1. */
static int check_file(const char *list_name)
{
    bool is_stdin = strcmp(list_name, "-") == 0;
    FILE *list = is_stdin ? stdin : platform_fopen(list_name, "rb");
    if (list == NULL) {
        file_error(list_name, "%s", strerror(errno));
        return 1;
    }
    /* in diagnostics, as coreutils names it */
    check_state c = {.list_name = is_stdin ? "standard input" : list_name};
    job *jobs = NULL;
    char **names = NULL; /* the lines, which hold the names */
    size_t n = 0, cap = 0;
    unsigned long lineno = 0;
    char *line = NULL;
    size_t line_cap = 0;
    ssize_t got;
    while (errno = 0, (got = platform_getline(&line, &line_cap, list)) >= 0) {
        lineno++;
        size_t len = (size_t)got;
        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';
        if (len > 0 && line[len - 1] == '\r')
            line[--len] = '\0';
        if (len == 0 || line[0] == '#')
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            jobs = realloc(jobs, cap * sizeof *jobs);
            names = realloc(names, cap * sizeof *names);
            c.lineno = realloc(c.lineno, cap * sizeof *c.lineno);
            c.expected = realloc(c.expected, cap * sizeof *c.expected);
            if (jobs == NULL || names == NULL || c.lineno == NULL || c.expected == NULL) {
                fprintf(stderr, "%s: out of memory\n", program);
                exit(1);
            }
        }
        job *j = &jobs[n];
        char *name;
        j->err = 0;
        j->name = NULL;
        names[n] = NULL;
        c.lineno[n] = lineno;
        if (strlen(line) == len && parse_check_line(line, &name, &j->algo, c.expected[n])) {
            names[n] = line; /* the name points into it: keep the line */
            j->name = name;
            line = NULL;
            line_cap = 0;
        }
        n++;
    }
    int read_error = ferror(list) ? errno : 0;
    free(line);
    if (!is_stdin)
        fclose(list);
    run_jobs(jobs, n, report_check, &c);
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    free(jobs);
    free(c.lineno);
    free(c.expected);
    flush_stdout();
    if (read_error != 0) {
        file_error(c.list_name, "%s", strerror(read_error));
        return 1;
    }
    if (c.good_lines == 0) {
        file_error(c.list_name, "no properly formatted Grøstl checksum lines found");
        return 1;
    }
    if (!opt.status) {
        warn_count(c.improper, "line is improperly formatted", "lines are improperly formatted");
        warn_count(c.unreadable, "listed file could not be read",
                   "listed files could not be read");
        warn_count(c.mismatched, "computed checksum did NOT match",
                   "computed checksums did NOT match");
    }
    if (opt.ignore_missing && c.verified == 0) {
        if (!opt.status)
            file_error(c.list_name, "no file was verified");
        return 1;
    }
    return (c.unreadable || c.mismatched || (opt.strict && c.improper)) ? 1 : 0;
}

/* ---- Options ------------------------------------------------------------------------- */

/* A decimal count (a digest's bits, jobs), or bad_usage with `what`; capped at 100000, which
 * every caller refuses as too large. */
static unsigned parse_count(const char *arg, const char *what)
{
    char *end;
    errno = 0;
    unsigned long v = strtoul(arg, &end, 10);
    if (errno != 0 || end == arg || *end != '\0' || arg[0] == '-')
        bad_usage(what, arg);
    return v > 100000 ? 100000 : (unsigned)v;
}

static void list_backends(void)
{
    const char *in_use = groestl_backend();
    for (size_t i = 0; groestl_backend_name(i) != NULL; i++) {
        const char *name = groestl_backend_name(i);
        printf("%-9s  %-17s  %s%s\n", name,
               groestl_backend_constant_time(name) ? "constant-time" : "not constant-time",
               groestl_backend_supported(name) ? "available" : "not supported here",
               in_use != NULL && strcmp(in_use, name) == 0 ? " (in use)" : "");
    }
}

enum {
    OPT_V0 = 256,
    OPT_TAG,
    OPT_QUIET,
    OPT_STATUS,
    OPT_STRICT,
    OPT_IGNORE_MISSING,
    OPT_BACKEND,
    OPT_LIST_BACKENDS,
    OPT_HELP,
    OPT_VERSION
};

static const struct option longopts[] = { /* a row an option: a table, not repeated code */
    {"algorithm", required_argument, NULL, 'a'},
    {"length", required_argument, NULL, 'l'},
    {"v0", no_argument, NULL, OPT_V0},
    {"tag", no_argument, NULL, OPT_TAG},
    {"binary", no_argument, NULL, 'b'},
    {"text", no_argument, NULL, 't'},
    {"check", no_argument, NULL, 'c'},
    {"zero", no_argument, NULL, 'z'},
    {"ignore-missing", no_argument, NULL, OPT_IGNORE_MISSING},
    {"quiet", no_argument, NULL, OPT_QUIET},
    {"status", no_argument, NULL, OPT_STATUS},
    {"strict", no_argument, NULL, OPT_STRICT},
    {"warn", no_argument, NULL, 'w'},
    {"jobs", required_argument, NULL, 'j'},
    {"backend", required_argument, NULL, OPT_BACKEND},
    {"list-backends", no_argument, NULL, OPT_LIST_BACKENDS},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0},
};

/* The long name of an option value (every option has one), NULL if val is none. */
static const char *long_name(int val)
{
    for (const struct option *o = longopts; o->name != NULL; o++)
        if (o->val == val)
            return o->name;
    return NULL;
}

/* getopt_long, silenced, returned '?' or ':': say what was wrong in getopt's own words
 * (coreutils' messages), naming the one letter of a bundle of short options, or the whole
 * name of an abbreviated long one. optopt tells the cases apart: the option's value, an
 * unknown letter, or 0 for an unknown or ambiguous long option. optind has passed a long
 * option, and an option missing its argument (the last of argv), but not always a short
 * one: in "-qb" it stays on "-qb" until the 'b'. */
_Noreturn static void bad_option(int c, char **argv)
{
    const char *last = argv[optind - 1];
    char letter[2] = {(char)optopt, '\0'};
    /* BSD's getopt_long (MinGW-w64's) returns ':' for "--tag=x" too. */
    for (const struct option *o = longopts; c == ':' && o->name != NULL; o++)
        if (o->val == optopt && o->has_arg == no_argument && strncmp(last, "--", 2) == 0)
            bad_usage("option '--%s' doesn't allow an argument", o->name);
    if (c == ':' && strncmp(last, "--", 2) == 0)
        bad_usage("option '--%s' requires an argument", long_name(optopt));
    if (c == ':')
        bad_usage("option requires an argument -- '%s'", letter);
    if (optopt != 0 && long_name(optopt) != NULL) /* "--tag=x", "--bin=x" */
        bad_usage("option '--%s' doesn't allow an argument", long_name(optopt));
    if (optopt != 0)
        bad_usage("invalid option -- '%s'", letter);
    /* An unknown long option, or a prefix of several. */
    const char *arg = last;
    size_t len = strcspn(arg, "=");
    char matches[sizeof longopts / sizeof longopts[0] * 24] = ""; /* names are short */
    int n = 0;
    for (const struct option *o = longopts; o->name != NULL; o++) {
        if (strncmp(o->name, arg + 2, len - 2) == 0) {
            size_t used = strlen(matches);
            snprintf(matches + used, sizeof matches - used, " '--%s'", o->name);
            n++;
        }
    }
    if (n < 2)
        bad_usage("unrecognized option '%s'", arg);
    bad_usage("option '%.*s' is ambiguous; possibilities:%s", (int)len, arg, matches);
}

int main(int argc, char **argv)
{
    platform_init(&argc, &argv);
    unsigned a_bits = 0, l_bits = 0;
    const char *backend = NULL;
    bool want_list = false;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:l:j:btcwz", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
            a_bits = parse_count(optarg, "invalid algorithm '%s': use 224, 256, 384 or 512");
            if (a_bits != 224 && a_bits != 256 && a_bits != 384 && a_bits != 512)
                bad_usage("invalid algorithm '%s': use 224, 256, 384 or 512", optarg);
            break;
        case 'l':
            l_bits = parse_count(optarg, "invalid length '%s': use 8 to 512 in steps of 8");
            if (l_bits < 8 || l_bits > 512 || l_bits % 8 != 0)
                bad_usage("invalid length '%s': use 8 to 512 in steps of 8", optarg);
            break;
        case 'j':
            opt.jobs = parse_count(optarg, "invalid number of jobs '%s': use 1 to 1024");
            if (opt.jobs < 1 || opt.jobs > MAX_JOBS)
                bad_usage("invalid number of jobs '%s': use 1 to 1024", optarg);
            break;
        case OPT_V0: opt.v0_given = opt.algo.v0 = true; break;
        case OPT_TAG: opt.tag = true, opt.last_mode = OPT_TAG; break;
        case 'b': opt.binary = true, opt.last_mode = 'b'; break;
        case 't': opt.binary = false, opt.last_mode = 't'; break;
        case 'c': opt.check = true; break;
        case 'z': opt.zero = true; break;
        case OPT_IGNORE_MISSING: opt.ignore_missing = true; break;
        /* As coreutils': the last of --quiet, --status and --warn is the one that holds. */
        case OPT_QUIET: opt.quiet = true, opt.status = opt.warn = false; break;
        case OPT_STATUS: opt.status = true, opt.quiet = opt.warn = false; break;
        case OPT_STRICT: opt.strict = true; break;
        case 'w': opt.warn = true, opt.quiet = opt.status = false; break;
        case OPT_BACKEND: backend = optarg; break;
        case OPT_LIST_BACKENDS: want_list = true; break;
        case OPT_HELP: usage(stdout); return finish(0);
        case OPT_VERSION:
            printf("groestlsum (libgroestl) %s\n", GROESTL_VERSION_STRING);
            return finish(0);
        default: bad_option(c, argv);
        }
    }
    if (a_bits != 0 && l_bits != 0 && a_bits != l_bits)
        bad_usage("%s", "--algorithm and --length disagree");
    if (a_bits != 0 || l_bits != 0) {
        opt.algo.bits = a_bits != 0 ? a_bits : l_bits;
        opt.algo_given = true;
    }
    if (!opt.check) {
        const char *only_check = opt.ignore_missing ? "--ignore-missing"
                                 : opt.quiet        ? "--quiet"
                                 : opt.status       ? "--status"
                                 : opt.strict       ? "--strict"
                                 : opt.warn         ? "--warn"
                                                    : NULL;
        if (only_check != NULL)
            bad_usage("the %s option is meaningful only when checking digests", only_check);
    } else if (opt.tag) {
        bad_usage("%s", "the --tag option is meaningless when checking digests");
    } else if (opt.zero) {
        bad_usage("%s", "the --zero option is not supported when checking digests");
    } else if (opt.last_mode != 0) {
        bad_usage("%s", "the --binary and --text options are meaningless when checking digests");
    }
    if (opt.tag && opt.last_mode == 't') /* coreutils': --tag, then -t */
        bad_usage("%s", "--tag does not support --text mode");
    if (backend != NULL && groestl_set_backend(backend) != GROESTL_OK) {
        fprintf(stderr, "%s: backend '%s' is unknown or not supported here (see --list-backends)\n",
                program, backend);
        return 2;
    }
    if (want_list) {
        list_backends();
        return finish(0);
    }
    if (groestl_backend() == NULL) {
        const char *env = getenv("GROESTL_BACKEND");
        fprintf(stderr, "%s: GROESTL_BACKEND=%s: %s\n", program, env ? env : "",
                groestl_strerror(GROESTL_ERR_BACKEND));
        return 2;
    }

    if (opt.jobs == 0) { /* -j not given: a thread per online CPU */
        unsigned cpus = platform_cpu_count();
        opt.jobs = cpus > MAX_JOBS ? MAX_JOBS : cpus;
    }
    char *stdin_only[] = {"-"};
    char **names = optind < argc ? argv + optind : stdin_only;
    int count = optind < argc ? argc - optind : 1;
    int status = 0;
    if (opt.check) {
        for (int i = 0; i < count; i++)
            status |= check_file(names[i]);
    } else {
        status = digest_files(names, count);
    }
    return finish(status);
}

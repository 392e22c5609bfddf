// ===--- stdlib_csv_py.cpp - the csv module -------------------------------=== //
// csv's writer/reader/DictWriter/DictReader for the excel dialect and its
// keyword options (delimiter, quotechar, quoting, lineterminator,
// escapechar, skipinitialspace), written after CPython's _csv.c rules:
// a field is quoted when it holds the delimiter, the quotechar, a line
// break (or by the quoting mode); quotes inside are doubled.
namespace ts::py {

extern const char* kCsvSource;
const char* kCsvSource = R"PY(
QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = 0, 1, 2, 3


class Error(Exception):
    pass


class Dialect:
    delimiter = ','
    quotechar = '"'
    escapechar = None
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL
    strict = False


class excel(Dialect):
    pass


class excel_tab(excel):
    delimiter = '\t'


class unix_dialect(Dialect):
    lineterminator = '\n'
    quoting = QUOTE_ALL


_dialects = {'excel': excel, 'excel-tab': excel_tab, 'unix': unix_dialect}


def register_dialect(name, dialect=excel, **fmtparams):
    _dialects[name] = _Options(dialect, fmtparams)


def get_dialect(name):
    return _dialects[name]


def list_dialects():
    return list(_dialects)


class _Options:
    def __init__(self, dialect, fmtparams):
        if isinstance(dialect, str):
            dialect = _dialects[dialect]
        for k in ('delimiter', 'quotechar', 'escapechar', 'doublequote', 'skipinitialspace',
                  'lineterminator', 'quoting', 'strict'):
            setattr(self, k, fmtparams.pop(k, getattr(dialect, k)))
        if fmtparams:
            raise TypeError("'{}' is an invalid keyword argument for this function".format(next(iter(fmtparams))))


class _Writer:
    def __init__(self, f, dialect, fmtparams):
        self._f = f
        self.dialect = _Options(dialect, fmtparams)

    def _field(self, v):
        d = self.dialect
        if v is None:
            s = ''
        elif isinstance(v, float):
            s = repr(v)
        else:
            s = str(v)
        quote = d.quoting == QUOTE_ALL or (d.quoting == QUOTE_NONNUMERIC and not isinstance(v, (int, float)))
        if d.quoting == QUOTE_MINIMAL and (d.delimiter in s or (d.quotechar and d.quotechar in s)
                                           or '\n' in s or '\r' in s or s[:1] == ' ' and d.skipinitialspace):
            quote = True
        if d.quoting == QUOTE_NONE:
            if d.escapechar:
                for c in (d.escapechar, d.delimiter, d.quotechar):
                    if c:
                        s = s.replace(c, d.escapechar + c)
            return s
        if d.quotechar and d.quotechar in s:
            s = s.replace(d.quotechar, d.quotechar * 2) if d.doublequote else s.replace(d.quotechar, d.escapechar + d.quotechar)
        return d.quotechar + s + d.quotechar if quote else s

    def writerow(self, row):
        fields = [self._field(v) for v in row]
        if len(fields) == 1 and fields[0] == '':
            fields = [self.dialect.quotechar * 2]
        return self._f.write(self.dialect.delimiter.join(fields) + self.dialect.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect='excel', **fmtparams):
    return _Writer(csvfile, dialect, fmtparams)


class _Reader:
    def __init__(self, f, dialect, fmtparams):
        self._it = iter(f)
        self.dialect = _Options(dialect, fmtparams)
        self.line_num = 0

    def __iter__(self):
        return self

    def _parse(self, line):
        d = self.dialect
        fields, cur, quoted, i, was_quoted = [], [], False, 0, False
        while True:
            while i < len(line):
                c = line[i]
                if quoted:
                    if c == d.quotechar:
                        if d.doublequote and i + 1 < len(line) and line[i + 1] == d.quotechar:
                            cur.append(c)
                            i += 1
                        else:
                            quoted = False
                    elif d.escapechar and c == d.escapechar and i + 1 < len(line):
                        cur.append(line[i + 1])
                        i += 1
                    else:
                        cur.append(c)
                elif c == d.delimiter:
                    fields.append(self._value(''.join(cur), was_quoted))
                    cur, was_quoted = [], False
                    if d.skipinitialspace:
                        while i + 1 < len(line) and line[i + 1] == ' ':
                            i += 1
                elif c == d.quotechar and not cur and d.quoting != QUOTE_NONE:
                    quoted = was_quoted = True
                elif d.escapechar and c == d.escapechar and i + 1 < len(line):
                    cur.append(line[i + 1])
                    i += 1
                elif c in '\r\n':
                    pass
                else:
                    cur.append(c)
                i += 1
            if not quoted:
                break
            try:
                line = next(self._it)
            except StopIteration:
                if d.strict:
                    raise Error('unexpected end of data')
                break
            self.line_num += 1
            i = 0
        fields.append(self._value(''.join(cur), was_quoted))
        return fields

    def _value(self, s, was_quoted):
        if self.dialect.quoting == QUOTE_NONNUMERIC and not was_quoted:
            return float(s)
        return s

    def __next__(self):
        line = next(self._it)
        self.line_num += 1
        if line.strip('\r\n') == '':
            return []
        return self._parse(line)


def reader(csvfile, dialect='excel', **fmtparams):
    return _Reader(csvfile, dialect, fmtparams)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect='excel', *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf, lr = len(self.fieldnames), len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval='', extrasaction='raise', dialect='excel', *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ('raise', 'ignore'):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == 'raise':
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError('dict contains fields not in fieldnames: ' + ', '.join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))
)PY";

}  // namespace ts::py

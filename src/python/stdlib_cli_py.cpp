// ===--- stdlib_cli_py.cpp - argparse and logging, in Python --------------=== //
// Training scripts parse their options with argparse (run without arguments,
// they get the defaults) and report through logging (to stderr unless a
// handler says otherwise). These are the parts of CPython's modules such
// scripts use, written for this interpreter; frozen like the other Python
// stdlib sources (stdlib_py.cpp).

namespace ts::py {

const char* kArgparseSource = R"PY(
"""argparse: command-line parsing for scripts (the common subset of CPython's)."""
import sys as _sys

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
REMAINDER = "..."


class ArgumentError(Exception):
    def __init__(self, argument, message):
        self.argument_name = None if argument is None else "/".join(argument.option_strings) or argument.metavar or argument.dest
        self.message = message
        super().__init__(message)

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return "argument %s: %s" % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    pass


class Namespace:
    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        return "Namespace(%s)" % ", ".join("%s=%r" % (k, v) for k, v in self.__dict__.items())

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


class HelpFormatter:
    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        self.prog = prog


class RawTextHelpFormatter(HelpFormatter):
    pass


class RawDescriptionHelpFormatter(HelpFormatter):
    pass


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    pass


class Action:
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None, action="store"):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar
        self.action = action

    def takes_value(self):
        return self.action in ("store", "append")

    def display(self):
        if self.metavar is not None:
            return self.metavar
        if self.choices is not None:
            return "{%s}" % ",".join(map(str, self.choices))
        return self.dest.upper() if self.option_strings else self.dest


class _Group:
    def __init__(self, parser, title=None, description=None):
        self._parser = parser
        self.title = title
        self.description = description

    def add_argument(self, *args, **kwargs):
        return self._parser.add_argument(*args, **kwargs)

    def add_argument_group(self, *args, **kwargs):
        return _Group(self._parser, *args, **kwargs)

    def add_mutually_exclusive_group(self, required=False):
        return _Group(self._parser)


class ArgumentParser(_Group):
    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=(),
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        super().__init__(self)
        if prog is None:
            prog = _sys.argv[0].replace("\\", "/").split("/")[-1] if _sys.argv else "python"
        self.prog = prog
        self.usage = usage
        self.description = description
        self.epilog = epilog
        self.argument_default = argument_default
        self.exit_on_error = exit_on_error
        self._actions = []
        self._defaults = {}
        if add_help:
            self.add_argument("-h", "--help", action="help", default=SUPPRESS, help="show this help message and exit")
        for p in parents:
            for a in p._actions:
                if a.action != "help":
                    self._actions.append(a)
            self._defaults.update(p._defaults)

    def add_argument(self, *flags, **kwargs):
        action = kwargs.pop("action", "store")
        options = [f for f in flags if f.startswith("-")]
        if options:
            dest = kwargs.pop("dest", None)
            if dest is None:
                long = [o for o in options if o.startswith("--")]
                dest = (long[0] if long else options[0]).lstrip("-").replace("-", "_")
        else:
            if len(flags) != 1:
                raise ValueError("invalid option string %r: must start with a character '-'" % (flags[1],))
            dest = flags[0]
            if "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
        default = kwargs.pop("default", self.argument_default)
        const = kwargs.pop("const", None)
        if action == "store_true":
            default = False if default is None else default
            action, const = "store_const", True
        elif action == "store_false":
            default = True if default is None else default
            action, const = "store_const", False
        elif action == "count" and default is None:
            default = None
        a = Action(options, dest, kwargs.pop("nargs", None), const, default, kwargs.pop("type", None),
                   kwargs.pop("choices", None), kwargs.pop("required", False), kwargs.pop("help", None),
                   kwargs.pop("metavar", None), action)
        if kwargs:
            raise TypeError("unexpected keyword arguments: %s" % ", ".join(sorted(kwargs)))
        if a.type is not None and not callable(a.type):
            raise ValueError("%r is not callable" % (a.type,))
        self._actions.append(a)
        return a

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for a in self._actions:
            if a.dest in kwargs:
                a.default = kwargs[a.dest]

    def get_default(self, dest):
        for a in self._actions:
            if a.dest == dest and a.default is not None:
                return a.default
        return self._defaults.get(dest)

    # ---- help -----------------------------------------------------------
    def _nargs_text(self, a, name):
        if a.nargs == OPTIONAL:
            return "[%s]" % name
        if a.nargs == ZERO_OR_MORE:
            return "[%s ...]" % name
        if a.nargs == ONE_OR_MORE:
            return "%s [%s ...]" % (name, name)
        if isinstance(a.nargs, int):
            return " ".join([name] * a.nargs)
        return name

    def _usage_part(self, a):
        if a.option_strings:
            text = a.option_strings[0]
            if a.takes_value():
                text += " " + self._nargs_text(a, a.display())
            return text if a.required else "[%s]" % text
        return self._nargs_text(a, a.display())

    def format_usage(self):
        prefix = "usage: "
        if self.usage is not None:
            return prefix + self.usage.replace("%(prog)s", self.prog) + "\n"
        optionals = [self._usage_part(a) for a in self._actions if a.option_strings]
        positionals = [self._usage_part(a) for a in self._actions if not a.option_strings]
        usage = " ".join([self.prog] + optionals + positionals)
        if len(prefix) + len(usage) <= _WIDTH:
            return prefix + usage + "\n"
        # CPython's HelpFormatter: optionals, then positionals, each wrapped
        # under the program name.
        indent = " " * (len(prefix) + len(self.prog) + 1)
        if len(prefix) + len(self.prog) <= 0.75 * _WIDTH:
            if optionals:
                lines = _wrap_parts([self.prog] + optionals, indent, prefix)
                lines += _wrap_parts(positionals, indent)
            else:
                lines = _wrap_parts([self.prog] + positionals, indent, prefix)
        else:
            lines = [self.prog] + _wrap_parts(optionals + positionals, " " * len(prefix))
        return prefix + "\n".join(lines) + "\n"

    def _invocation(self, a):
        if not a.option_strings:
            return a.display()
        if not a.takes_value():
            return ", ".join(a.option_strings)
        value = self._nargs_text(a, a.display())
        return ", ".join("%s %s" % (o, value) for o in a.option_strings)

    def _section(self, title, actions, help_position):
        lines = ["%s:" % title]
        action_width = help_position - 4
        for a in actions:
            inv = self._invocation(a)
            text = (a.help or "").replace("%(default)s", str(a.default)).replace("%(prog)s", self.prog)
            if a.help == SUPPRESS:
                continue
            if not text:
                lines.append("  " + inv)
                continue
            wrapped = _wrap_words(text, max(_WIDTH - help_position, 11))
            if len(inv) <= action_width:
                lines.append("  " + inv.ljust(action_width) + "  " + wrapped[0])
            else:
                lines.append("  " + inv)
                lines.append(" " * help_position + wrapped[0])
            lines += [" " * help_position + w for w in wrapped[1:]]
        return lines

    def format_help(self):
        out = [self.format_usage().rstrip("\n"), ""]
        if self.description:
            out += [self.description, ""]
        positionals = [a for a in self._actions if not a.option_strings]
        optionals = [a for a in self._actions if a.option_strings]
        longest = max([len(self._invocation(a)) + 2 for a in self._actions] + [0])
        help_position = min(longest + 2, 24)
        if positionals:
            out += self._section("positional arguments", positionals, help_position) + [""]
        if optionals:
            out += self._section("options", optionals, help_position) + [""]
        if self.epilog:
            out += [self.epilog, ""]
        return "\n".join(out[:-1]) + "\n"

    def print_usage(self, file=None):
        (file or _sys.stdout).write(self.format_usage())

    def print_help(self, file=None):
        (file or _sys.stdout).write(self.format_help())

    def exit(self, status=0, message=None):
        if message:
            _sys.stderr.write(message)
        _sys.exit(status)

    def error(self, message):
        _sys.stderr.write(self.format_usage())
        self.exit(2, "%s: error: %s\n" % (self.prog, message))

    # ---- parsing --------------------------------------------------------
    def _convert(self, a, text):
        if a.type is None:
            value = text
        else:
            try:
                value = a.type(text)
            except ArgumentTypeError as e:
                raise ArgumentError(a, str(e))
            except (TypeError, ValueError):
                name = getattr(a.type, "__name__", repr(a.type))
                raise ArgumentError(a, "invalid %s value: %r" % (name, text))
        if a.choices is not None and value not in a.choices:
            choices = ", ".join(map(repr, a.choices))
            raise ArgumentError(a, "invalid choice: %r (choose from %s)" % (value, choices))
        return value

    def _take(self, a, args, i):
        """Values for option `a` from args[i:]: (values, next index)."""
        n = a.nargs
        if n is None:
            if i >= len(args) or (args[i].startswith("-") and len(args[i]) > 1 and not _number(args[i])):
                raise ArgumentError(a, "expected one argument")
            return self._convert(a, args[i]), i + 1
        if n == OPTIONAL:
            if i < len(args) and not args[i].startswith("-"):
                return self._convert(a, args[i]), i + 1
            return a.const, i
        values = []
        while i < len(args) and not (args[i].startswith("-") and not _number(args[i])):
            if isinstance(n, int) and len(values) == n:
                break
            values.append(self._convert(a, args[i]))
            i += 1
        if (n == ONE_OR_MORE and not values) or (isinstance(n, int) and len(values) != n):
            raise ArgumentError(a, "expected at least one argument" if n == ONE_OR_MORE
                                else "expected %d argument%s" % (n, "s" if n != 1 else ""))
        return values, i

    def _apply(self, a, ns, args, i, attached):
        if a.action == "help":
            self.print_help()
            self.exit()
        if a.action == "store_const":
            setattr(ns, a.dest, a.const)
            return i
        if a.action == "append_const":
            setattr(ns, a.dest, (getattr(ns, a.dest, None) or []) + [a.const])
            return i
        if a.action == "count":
            setattr(ns, a.dest, (getattr(ns, a.dest, None) or 0) + 1)
            return i
        if a.action == "version":
            print(a.version if hasattr(a, "version") else "")
            self.exit()
        if attached is not None:
            value = self._convert(a, attached)
        else:
            value, i = self._take(a, args, i)
        if a.action == "append":
            setattr(ns, a.dest, list(getattr(ns, a.dest, None) or []) + [value])
        else:
            setattr(ns, a.dest, value)
        return i

    def _find(self, flag):
        for a in self._actions:
            if flag in a.option_strings:
                return a
        matches = [a for a in self._actions for o in a.option_strings if o.startswith("--") and o.startswith(flag)]
        return matches[0] if len(matches) == 1 and flag.startswith("--") else None

    def parse_known_args(self, args=None, namespace=None):
        args = list(_sys.argv[1:] if args is None else args)
        ns = Namespace() if namespace is None else namespace
        try:
            extras = self._parse(args, ns)
        except ArgumentError as e:
            if not self.exit_on_error:
                raise
            self.error(str(e))
        return ns, extras

    def _parse(self, args, ns):
        # Defaults go in first, in the order the arguments were added (the
        # Namespace's order); string defaults go through `type` at the end,
        # if nothing replaced them.
        pending = []
        for a in self._actions:
            if a.action != "help" and a.default is not SUPPRESS and not hasattr(ns, a.dest):
                setattr(ns, a.dest, a.default)
                if isinstance(a.default, str) and a.type is not None:
                    pending.append(a)
        for k, v in self._defaults.items():
            if not hasattr(ns, k):
                setattr(ns, k, v)
        extras = self._parse_values(args, ns)
        for a in pending:
            if getattr(ns, a.dest) is a.default:
                setattr(ns, a.dest, self._convert(a, a.default))
        return extras

    def _parse_values(self, args, ns):
        positionals = [a for a in self._actions if not a.option_strings]
        loose, extras, seen, i = [], [], set(), 0
        while i < len(args):
            arg = args[i]
            if arg == "--":
                loose += args[i + 1:]
                break
            if arg.startswith("-") and len(arg) > 1 and not _number(arg):
                flag, attached = (arg.split("=", 1) + [None])[:2] if "=" in arg else (arg, None)
                a = self._find(flag)
                if a is None:
                    extras.append(arg)
                    i += 1
                    continue
                seen.add(a)
                i = self._apply(a, ns, args, i + 1, attached)
            else:
                loose.append(arg)
                i += 1
        self._assign_positionals(positionals, loose, ns, extras)
        missing = [a for a in self._actions if a.required and a not in seen and a.option_strings]
        missing += [a for a in positionals if a.nargs not in (OPTIONAL, ZERO_OR_MORE) and a not in self._assigned]
        if missing:
            names = ", ".join("/".join(a.option_strings) or a.dest for a in missing)
            raise ArgumentError(None, "the following arguments are required: %s" % names)
        return extras

    def _assign_positionals(self, positionals, loose, ns, extras):
        self._assigned = []
        for a in positionals:
            given = len(loose)
            if a.nargs in (ZERO_OR_MORE, ONE_OR_MORE, REMAINDER):
                if loose or a.nargs != ONE_OR_MORE:
                    value = [self._convert(a, v) for v in loose] if loose else (a.default if a.default is not None else [])
                    setattr(ns, a.dest, value)
                loose = []
            elif a.nargs == OPTIONAL:
                if loose:
                    setattr(ns, a.dest, self._convert(a, loose.pop(0)))
            elif isinstance(a.nargs, int):
                if len(loose) >= a.nargs:
                    setattr(ns, a.dest, [self._convert(a, v) for v in loose[:a.nargs]])
                    loose = loose[a.nargs:]
            elif loose:
                setattr(ns, a.dest, self._convert(a, loose.pop(0)))
            if len(loose) < given:
                self._assigned.append(a)
        extras.extend(loose)

    def parse_args(self, args=None, namespace=None):
        ns, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error("unrecognized arguments: %s" % " ".join(extras))
        return ns


def _number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


_WIDTH = 78  # CPython's HelpFormatter: $COLUMNS (80 without a terminal) - 2


def _wrap_parts(parts, indent, prefix=None):
    lines, line = [], []
    length = len(prefix) - 1 if prefix is not None else len(indent) - 1
    for part in parts:
        if length + 1 + len(part) > _WIDTH and line:
            lines.append(indent + " ".join(line))
            line, length = [], len(indent) - 1
        line.append(part)
        length += len(part) + 1
    if line:
        lines.append(indent + " ".join(line))
    if prefix is not None and lines:
        lines[0] = lines[0][len(indent):]
    return lines


def _wrap_words(text, width):
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = word if not line else line + " " + word
    return lines + [line] if line else lines or [""]
)PY";

const char* kLoggingSource = R"PY(
"""logging: loggers, handlers and formatters (the common subset of CPython's)."""
import sys as _sys
import time as _time

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO", DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING, "WARNING": WARNING,
                "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}
BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
_disable = 0


def getLevelName(level):
    if level in _levelToName:
        return _levelToName[level]
    if level in _nameToLevel:
        return _nameToLevel[level]
    return "Level %s" % level


def addLevelName(level, name):
    _levelToName[level] = name
    _nameToLevel[name] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None):
        self.name = name
        self.levelno = level
        self.levelname = getLevelName(level)
        self.pathname = pathname
        self.filename = pathname.replace("\\", "/").split("/")[-1]
        self.module = self.filename.rsplit(".", 1)[0]
        self.lineno = lineno
        self.funcName = func
        self.msg = msg
        self.args = args
        self.exc_info = exc_info
        self.exc_text = None
        self.created = _time.time()
        self.msecs = int((self.created - int(self.created)) * 1000)
        self.relativeCreated = (self.created - _start) * 1000
        self.process = 0
        self.thread = 0
        self.threadName = "MainThread"
        self.processName = "MainProcess"

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True):
        if style not in ("%", "{", "$"):
            raise ValueError("Style must be one of: %,{,$")
        self._style = style
        self._fmt = fmt or {"%": "%(message)s", "{": "{message}", "$": "${message}"}[style]
        self.datefmt = datefmt

    def usesTime(self):
        return "asctime" in self._fmt

    def formatTime(self, record, datefmt=None):
        t = _time.localtime(record.created)
        if datefmt:
            return _time.strftime(datefmt, t)
        return self.default_msec_format % (_time.strftime(self.default_time_format, t), record.msecs)

    def formatException(self, exc_info):
        import traceback
        return "".join(traceback.format_exception(*exc_info)).rstrip("\n")

    def formatMessage(self, record):
        values = record.__dict__
        if self._style == "%":
            return self._fmt % values
        if self._style == "{":
            return self._fmt.format(**values)
        import string
        return string.Template(self._fmt).substitute(**values)

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            s = s + "\n" + record.exc_text
        return s


_defaultFormatter = Formatter()


class Filter:
    def __init__(self, name=""):
        self.name = name

    def filter(self, record):
        return not self.name or record.name == self.name or record.name.startswith(self.name + ".")


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, f):
        if f not in self.filters:
            self.filters.append(f)

    def removeFilter(self, f):
        if f in self.filters:
            self.filters.remove(f)

    def filter(self, record):
        for f in self.filters:
            ok = f.filter(record) if hasattr(f, "filter") else f(record)
            if not ok:
                return False
        return True


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        super().__init__()
        self.level = _checkLevel(level)
        self.formatter = None
        self.name = None

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def handle(self, record):
        if self.filter(record):
            self.emit(record)
        return True

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def flush(self):
        pass

    def close(self):
        pass

    def __repr__(self):
        return "<%s (%s)>" % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        super().__init__()
        self._stream = stream

    @property
    def stream(self):
        return self._stream if self._stream is not None else _sys.stderr

    def emit(self, record):
        self.stream.write(self.format(record) + self.terminator)

    def flush(self):
        if hasattr(self.stream, "flush"):
            self.stream.flush()

    def __repr__(self):
        stream = self.stream
        name = "<stderr>" if stream is _sys.stderr else "<stdout>" if stream is _sys.stdout else getattr(stream, "name", "")
        return "<%s %s(%s)>" % (type(self).__name__, str(name) + " " if name else "", getLevelName(self.level))


class FileHandler(StreamHandler):
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        self.baseFilename = filename
        self.mode = mode
        super().__init__(open(filename, mode))

    def close(self):
        self._stream.close()


class NullHandler(Handler):
    def emit(self, record):
        pass

    def handle(self, record):
        pass


_lastResort = StreamHandler()
_lastResort.level = WARNING
lastResort = _lastResort


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        super().__init__()
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if _disable >= level:
            return False
        return level >= self.getEffectiveLevel()

    def addHandler(self, h):
        if h not in self.handlers:
            self.handlers.append(h)

    def removeHandler(self, h):
        if h in self.handlers:
            self.handlers.remove(h)

    def hasHandlers(self):
        logger = self
        while logger:
            if logger.handlers:
                return True
            logger = logger.parent if logger.propagate else None
        return False

    def getChild(self, suffix):
        return getLogger(suffix if self is root else self.name + "." + suffix)

    def _log(self, level, msg, args, exc_info=None, stack_info=False, stacklevel=1, extra=None):
        if exc_info and not isinstance(exc_info, tuple):
            exc_info = _sys.exc_info()
        record = LogRecord(self.name, level, "<stdin>", 0, msg, args, exc_info)
        if extra:
            for k, v in extra.items():
                setattr(record, k, v)
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def callHandlers(self, record):
        logger, found = self, 0
        while logger:
            for h in logger.handlers:
                found += 1
                if record.levelno >= h.level:
                    h.handle(record)
            logger = logger.parent if logger.propagate else None
        if not found and record.levelno >= _lastResort.level:
            _lastResort.handle(record)

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    warn = warning

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.name, getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    def __init__(self, level):
        super().__init__("root", level)

    def __repr__(self):
        return "<RootLogger root (%s)>" % getLevelName(self.getEffectiveLevel())


class LoggerAdapter:
    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def log(self, level, msg, *args, **kwargs):
        msg, kwargs = self.process(msg, kwargs)
        self.logger.log(level, msg, *args, **kwargs)

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)


root = RootLogger(WARNING)
_loggers = {}
_start = _time.time()


def getLogger(name=None):
    if not name or name == "root":
        return root
    if name not in _loggers:
        logger = Logger(name)
        _loggers[name] = logger
        _fix_parents()
    return _loggers[name]


def _fix_parents():
    for name, logger in _loggers.items():
        parent, prefix = root, name
        while "." in prefix:
            prefix = prefix.rsplit(".", 1)[0]
            if prefix in _loggers:
                parent = _loggers[prefix]
                break
        logger.parent = parent


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
    if not root.handlers:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            filename = kwargs.pop("filename", None)
            if filename:
                handlers = [FileHandler(filename, kwargs.pop("filemode", "a"))]
            else:
                handlers = [StreamHandler(kwargs.pop("stream", None))]
        fmt = Formatter(kwargs.pop("format", BASIC_FORMAT), kwargs.pop("datefmt", None), kwargs.pop("style", "%"))
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
    level = kwargs.pop("level", None)
    if level is not None:
        root.setLevel(level)


def disable(level=CRITICAL):
    global _disable
    _disable = level


def _module_log(level, msg, args, kwargs):
    if not root.handlers:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    _module_log(DEBUG, msg, args, kwargs)


def info(msg, *args, **kwargs):
    _module_log(INFO, msg, args, kwargs)


def warning(msg, *args, **kwargs):
    _module_log(WARNING, msg, args, kwargs)


warn = warning


def error(msg, *args, **kwargs):
    _module_log(ERROR, msg, args, kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    _module_log(ERROR, msg, args, dict(kwargs, exc_info=exc_info))


def critical(msg, *args, **kwargs):
    _module_log(CRITICAL, msg, args, kwargs)


fatal = critical


def log(level, msg, *args, **kwargs):
    _module_log(level, msg, args, kwargs)


def shutdown():
    pass


def captureWarnings(capture):
    pass
)PY";

}  // namespace ts::py

// ===--- stdlib_concurrency_py.cpp - queue and threading ------------------=== //
// Note [Threads run in sequence]: the interpreter runs one Python thread.
// Thread.start() runs the target to completion before returning, so
// programs that start workers and join them (the usual way to print
// deterministic results) behave as under CPython. A wait that only another
// thread could end (get() on an empty queue without a timeout, acquire()
// of a lock held elsewhere, Event.wait() without a timeout) can never
// succeed, so it raises RuntimeError instead of hanging; waits with a
// timeout time out at once (queue.Empty/Full, False).

namespace ts::py {

const char* kQueueSource = R"PY(
import heapq as _heapq
from collections import deque as _deque


class Empty(Exception):
    pass


class Full(Exception):
    pass


Empty.__module__ = "_queue"


def _never(what):
    raise RuntimeError(what + " would block forever: threads run in sequence in this interpreter")


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self.unfinished_tasks = 0
        self._init(maxsize)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks -= 1

    def join(self):
        if self.unfinished_tasks:
            _never("Queue.join()")

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if timeout is not None and timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            if not block or timeout is not None:
                raise Full
            _never("Queue.put() on a full queue")
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not self._qsize():
            if timeout is not None and timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            if not block or timeout is not None:
                raise Empty
            _never("Queue.get() on an empty queue")
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        _heapq.heappush(self.queue, item)

    def _get(self):
        return _heapq.heappop(self.queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    put_nowait = put

    def get(self, block=True, timeout=None):
        if not self._queue:
            if not block or timeout is not None:
                raise Empty
            _never("SimpleQueue.get() on an empty queue")
        return self._queue.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._queue

    def qsize(self):
        return len(self._queue)
)PY";

const char* kThreadingSource = R"PY(
import sys as _sys

_counter = 0
_ident = 1


def _never(what):
    raise RuntimeError(what + " would block forever: threads run in sequence in this interpreter")


class Thread:
    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *, daemon=None):
        global _counter
        _counter += 1
        if name is None:
            name = "Thread-%d" % _counter
            if target is not None and hasattr(target, "__name__"):
                name += " (%s)" % target.__name__
        self._name = str(name)
        self._target, self._args, self._kwargs = target, args, kwargs or {}
        self._daemon = bool(daemon) if daemon is not None else current_thread().daemon
        self._started = False
        self._finished = False
        self._ident = None

    name = property(lambda self: self._name, lambda self, v: setattr(self, "_name", str(v)))
    ident = property(lambda self: self._ident)
    native_id = property(lambda self: self._ident)

    @property
    def daemon(self):
        return self._daemon

    @daemon.setter
    def daemon(self, value):
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemon = bool(value)

    def isDaemon(self):
        return self._daemon

    def setDaemon(self, value):
        self.daemon = value

    def getName(self):
        return self._name

    def setName(self, name):
        self.name = name

    def start(self):
        global _current, _ident
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._started = True
        _ident += 1
        self._ident = _ident
        previous = _current
        _current = self
        _active.append(self)
        try:
            self.run()
        except SystemExit:
            pass
        except BaseException as e:
            excepthook(_ExceptHookArgs(type(e), e, e.__traceback__, self))
        finally:
            _current = previous
            _active.remove(self)
            self._finished = True

    def run(self):
        if self._target is not None:
            self._target(*self._args, **self._kwargs)

    def join(self, timeout=None):
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")

    def is_alive(self):
        return self._started and not self._finished

    def __repr__(self):
        status = "initial"
        if self._started:
            status = "stopped" if self._finished else "started"
        if self._daemon:
            status += " daemon"
        if self._ident is not None:
            status += " %d" % self._ident
        return "<%s(%s, %s)>" % (type(self).__name__, self._name, status)


class _ExceptHookArgs:
    def __init__(self, exc_type, exc_value, exc_traceback, thread):
        self.exc_type, self.exc_value, self.exc_traceback, self.thread = exc_type, exc_value, exc_traceback, thread


def excepthook(args):
    import traceback
    name = args.thread.name if args.thread is not None else get_ident()
    print("Exception in thread %s:" % name, file=_sys.stderr)
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback, file=_sys.stderr)


class _MainThread(Thread):
    def __init__(self):
        Thread.__init__(self, name="MainThread", daemon=False)
        self._started = True
        self._ident = 1


_main = _MainThread()
_current = _main
_active = []


def current_thread():
    return _current


currentThread = current_thread


def main_thread():
    return _main


def get_ident():
    return _current._ident


get_native_id = get_ident


def active_count():
    return 1 + len(_active)


def enumerate():
    return [_main] + list(_active)


class Lock:
    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if self._locked:
            if not blocking or timeout >= 0:
                return False
            _never("Lock.acquire() of a held lock")
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False

    def locked(self):
        return self._locked

    __enter__ = acquire

    def __exit__(self, *exc):
        self.release()

    def __repr__(self):
        return "<%s _thread.lock object at 0x%x>" % ("locked" if self._locked else "unlocked", id(self))


def allocate_lock():
    return Lock()


class RLock:
    def __init__(self):
        self._owner = None
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        me = current_thread()
        if self._count and self._owner is not me:
            if not blocking or timeout >= 0:
                return False
            _never("RLock.acquire() of a lock held by another thread")
        self._owner = me
        self._count += 1
        return True

    def release(self):
        if not self._count or self._owner is not current_thread():
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1
        if not self._count:
            self._owner = None

    __enter__ = acquire

    def __exit__(self, *exc):
        self.release()


class Condition:
    def __init__(self, lock=None):
        self._lock = RLock() if lock is None else lock
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *exc):
        return self._lock.__exit__(*exc)

    def wait(self, timeout=None):
        if timeout is None:
            _never("Condition.wait()")
        return False

    def wait_for(self, predicate, timeout=None):
        result = predicate()
        if not result and timeout is None:
            _never("Condition.wait_for()")
        return result

    def notify(self, n=1):
        pass

    def notify_all(self):
        pass


class Semaphore:
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value

    def acquire(self, blocking=True, timeout=None):
        if self._value == 0:
            if not blocking or timeout is not None:
                return False
            _never("Semaphore.acquire()")
        self._value -= 1
        return True

    def release(self, n=1):
        self._value += n

    __enter__ = acquire

    def __exit__(self, *exc):
        self.release()


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial = value

    def release(self, n=1):
        if self._value + n > self._initial:
            raise ValueError("Semaphore released too many times")
        self._value += n


class Event:
    def __init__(self):
        self._flag = False

    def is_set(self):
        return self._flag

    isSet = is_set

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        if not self._flag and timeout is None:
            _never("Event.wait()")
        return self._flag


class Timer(Thread):
    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval, self.function = interval, function
        self.args, self.kwargs = args if args is not None else [], kwargs if kwargs is not None else {}
        self._cancelled = False

    def cancel(self):
        self._cancelled = True

    def run(self):
        if not self._cancelled:
            self.function(*self.args, **self.kwargs)


class local:
    pass


class Barrier:
    def __init__(self, parties, action=None, timeout=None):
        self.parties = parties
        self.n_waiting = 0
        self.broken = False

    def wait(self, timeout=None):
        if self.parties > 1:
            _never("Barrier.wait()")
        return 0


TIMEOUT_MAX = 9223372036.0


def settrace(func):
    pass


def setprofile(func):
    pass


def stack_size(size=0):
    return 0
)PY";

}  // namespace ts::py

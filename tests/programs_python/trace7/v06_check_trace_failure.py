import torch


def data_dependent(x):
    if x.max() > 2:
        return x * 2
    return x + 10


try:
    torch.jit.trace(data_dependent, torch.ones(3), check_inputs=[(torch.full((3,), 5.0),)])
except torch.jit.TracingCheckError as e:
    msg = str(e)
    print(type(e).__name__)
    print("Tracing failed sanity checks!" in msg)
    print("ERROR: Graphs differed across invocations!" in msg)
except Exception as e:
    print("other", type(e).__name__)


def uses_random(x):
    return x + torch.rand(3)


try:
    torch.jit.trace(uses_random, torch.ones(3), check_trace=True)
except torch.jit.TracingCheckError as e:
    msg = str(e)
    print(type(e).__name__)
    print("nondeterministic" in msg)


t = torch.jit.trace(uses_random, torch.ones(3), check_trace=False)
print(t.code)
print(issubclass(torch.jit.TracingCheckError, Exception))

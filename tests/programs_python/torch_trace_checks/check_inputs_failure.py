import torch


def loop_in_traced_fn(x):
    result = x[0]
    for i in range(x.size(0)):
        result = result * x[i]
    return result


inputs = (torch.rand(3, 4, 5),)
check_inputs = [(torch.rand(4, 5, 6),), (torch.rand(2, 3, 4),)]
try:
    torch.jit.trace(loop_in_traced_fn, inputs, check_inputs=check_inputs)
except torch.jit._trace.TracingCheckError as e:
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(lines[1])
    print(lines[2].strip())


def same_shape_only(x):
    return x.view(2, -1) * 2


# check inputs of the same shape trace to the same graph: no error
t = torch.jit.trace(same_shape_only, (torch.ones(4),), check_inputs=[(torch.zeros(4),), (torch.ones(4) * 3,)])
print(t(torch.arange(4.)))


def branchy(x):
    if x.sum() > 0:
        return x * 10
    return x - 10


torch.jit.trace(branchy, (torch.ones(2),), check_inputs=[(-torch.ones(2),)])

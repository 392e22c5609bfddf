# torch functions and Tensor methods called with arguments no Python
# signature accepts: python_arg_parser's messages. One signature (or one
# plausible for the argument count) reports its first bad argument; several
# are listed as "received an invalid combination of arguments", with the
# "didn't match" line for those whose arity fits (the `*` counts, as in PyTorch).
import torch

x = torch.ones(2, 3)
calls = {
    "zeros('a')": lambda: torch.zeros('a'),
    "zeros(2, 'a', 'b')": lambda: torch.zeros(2, 'a', 'b'),
    "ones(2, 'x')": lambda: torch.ones(2, 'x'),
    "cat(x)": lambda: torch.cat(x),
    "cat([x], 'a', 3)": lambda: torch.cat([x], 'a', 3),
    "reshape('a')": lambda: x.reshape('a'),
    "matmul(x, 2)": lambda: torch.matmul(x, 2),
    "mm(x, [1])": lambda: torch.mm(x, [1]),
    "stack(x, 1.0)": lambda: torch.stack(x, 1.0),
    "arange('a')": lambda: torch.arange('a'),
    "full(3, 1.0)": lambda: torch.full(3, 1.0),
    "full((2,), 1.0, 'x')": lambda: torch.full((2,), 1.0, 'x'),
    "clamp(x, 'a')": lambda: torch.clamp(x, 'a'),
    "permute(0.5)": lambda: x.permute(0.5),
    "transpose(0)": lambda: x.transpose(0),
    "softmax(x)": lambda: torch.softmax(x),
    "relu(1)": lambda: torch.nn.functional.relu(1),
    "expand(1.5)": lambda: x.expand(1.5),
    "mul(x, 'a')": lambda: torch.mul(x, 'a'),
    "index_select(0, 1)": lambda: x.index_select(0, 1),
    "randint(5)": lambda: torch.randint(5),
    "linspace(0, 1)": lambda: torch.linspace(0, 1),
    "linspace(0, 1, 'a', 'b')": lambda: torch.linspace(0, 1, 'a', 'b'),
    "eye('a')": lambda: torch.eye('a'),
    "eye(2, 3, 4)": lambda: torch.eye(2, 3, 4),
    "unsqueeze('a')": lambda: x.unsqueeze('a'),
    "flatten(x, 'a')": lambda: torch.flatten(x, 'a'),
    "squeeze(x, 1.5)": lambda: torch.squeeze(x, 1.5),
    "empty(2, dtype='float')": lambda: torch.empty(2, dtype='float'),
    "masked_fill(mask)": lambda: x.masked_fill(x > 0),
    "sub(1, 2, 3)": lambda: x.sub(1, 2, 3),
    "add(1, 2, 3)": lambda: x.add(1, 2, 3),
    "pow()": lambda: torch.pow(),
    "sum(1, 2, 3, 4)": lambda: x.sum(1, 2, 3, 4),
    "max(x, 1, 2, 3)": lambda: torch.max(x, 1, 2, 3),
    "mean(x, dim=1, foo=2)": lambda: torch.mean(x, dim=1, foo=2),
    "addmm(x, x)": lambda: torch.addmm(x, x),
    "argmax(x, 'a')": lambda: torch.argmax(x, 'a'),
    "narrow(0, 'a', 1)": lambda: x.narrow(0, 'a', 1),
    "gather(x, 1)": lambda: torch.gather(x, 1),
    "linear(x, 3)": lambda: torch.nn.functional.linear(x, 3),
    "bmm(x)": lambda: torch.bmm(x),
    "scatter(0, 1)": lambda: x.scatter(0, 1),
    "ones_like(x, 3)": lambda: torch.ones_like(x, 3),
    "std(1.5)": lambda: x.std(1.5),
    "lerp(x, x)": lambda: torch.lerp(x, x),
    "fill_('a')": lambda: x.fill_('a'),
}
for text, call in calls.items():
    try:
        call()
        print(text, "-> no error")
    except TypeError as e:
        print(f"{text} -> {e}")

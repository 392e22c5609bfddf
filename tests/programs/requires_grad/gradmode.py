import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
print(torch.is_grad_enabled())
with torch.no_grad():
    y = x * 2
    print(torch.is_grad_enabled(), y, y.requires_grad, y.is_leaf)
    with torch.enable_grad():
        print(torch.is_grad_enabled(), x * 3)
    print(torch.is_grad_enabled(), x.sum())
print(torch.is_grad_enabled(), x * 2)
with torch.set_grad_enabled(False):
    print(torch.is_grad_enabled(), x + 1)
flag = True
with torch.set_grad_enabled(flag):
    print(torch.is_grad_enabled(), x + 1)
with torch.inference_mode():
    print(torch.is_grad_enabled(), x - 1)
with torch.inference_mode(False):
    print(torch.is_grad_enabled(), x - 1)
torch.set_grad_enabled(False)
print(torch.is_grad_enabled(), x * 5)
torch.set_grad_enabled(True)
print(torch.is_grad_enabled(), x * 5)
with torch.no_grad() as g:
    print(g)


def helper(t):
    with torch.no_grad():
        return t * 2


def loop(t):
    out = t
    for i in range(3):
        with torch.no_grad():
            if i == 0:
                continue
            out = out + i
            break
    return out, torch.is_grad_enabled()


@torch.no_grad()
def evaluate(t):
    return t * 4, torch.is_grad_enabled()


print(helper(x), torch.is_grad_enabled())
print(loop(x), torch.is_grad_enabled())
print(evaluate(x), torch.is_grad_enabled())
with torch.no_grad():
    z = torch.ones(2, requires_grad=True)
    print(z, z * 2)


@torch.jit.script
def scripted(t: torch.Tensor):
    with torch.no_grad():
        a = t * 2
    b = t * 2
    return a, b, torch.is_grad_enabled()


@torch.jit.script
def scripted_return(t: torch.Tensor):
    with torch.no_grad():
        return t + 1


@torch.jit.script
def scripted_toggle(t: torch.Tensor):
    torch.set_grad_enabled(False)
    a = t * 2
    torch.set_grad_enabled(True)
    return a, t * 2


print(scripted(x), torch.is_grad_enabled())
print(scripted_return(x), torch.is_grad_enabled())
print(scripted_toggle(x))
with torch.no_grad():
    print(scripted(x))

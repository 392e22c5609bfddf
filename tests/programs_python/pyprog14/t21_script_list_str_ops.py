from typing import List, Dict
import torch


@torch.jit.script
def list_ops(xs: List[int]) -> List[int]:
    ys = xs.copy()
    ys.sort()
    ys.reverse()
    ys.insert(1, 100)
    ys.extend([7, 7])
    last = ys.pop()
    ys.remove(100)
    out = [len(ys), ys.index(7), ys.count(7), last, min(ys), max(ys), sum(ys)]
    out += ys[1:3]
    out.append(ys[-1])
    return out


@torch.jit.script
def str_ops(s: str) -> List[str]:
    out: List[str] = []
    out.append(s.replace("a", "A"))
    out.append("-".join(s.split(" ")))
    out.append(str(s.find("b")))
    out.append(s[::-1])
    out.append(s.upper().lower().title())
    out.append(s.zfill(12))
    out.append(str(s.count("a")))
    out.append(str(s.startswith("ab")) + str(s.endswith("c")))
    out.append(s.strip("ac"))
    out.append(s.center(13, "*"))
    return out


@torch.jit.script
def dict_of_lists(d: Dict[int, List[torch.Tensor]]) -> Dict[str, float]:
    res: Dict[str, float] = {}
    for k in sorted(d.keys()):
        total = 0.0
        for t in d[k]:
            total += float(t.sum())
        res["k" + str(k)] = total
    return res


print(list_ops([3, 1, 2, 5]))
print(str_ops("abc cab bca"))
print(dict_of_lists({2: [torch.ones(2), torch.ones(3)], 1: [torch.tensor([0.5])]}))


@torch.jit.script
def enumerate_zip(a: List[str], b: List[float]) -> List[str]:
    out: List[str] = []
    for i, (x, y) in enumerate(zip(a, b)):
        out.append(str(i) + ":" + x + "=" + str(y))
    return out


print(enumerate_zip(["a", "b", "c"], [1.5, 2.0]))


@torch.jit.script
def tensor_list(xs: List[torch.Tensor]) -> torch.Tensor:
    acc = torch.zeros(2)
    for x in xs:
        if bool(x.sum() > 1):
            acc += x
    return torch.stack(xs).max(0)[0] + acc


print(tensor_list([torch.tensor([1.0, 2.0]), torch.tensor([0.1, 0.2]), torch.tensor([3.0, -1.0])]))

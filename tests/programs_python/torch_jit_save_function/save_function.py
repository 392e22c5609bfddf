# torch.jit.save of a scripted function (not a module): the file holds a
# module `PlaceholderModule` whose forward is the function, with the
# functions it calls; loading gives that module back.
import os
import tempfile
from typing import Dict, List, Tuple

import torch


def scale(x: torch.Tensor, by: float) -> torch.Tensor:
    return x * by


@torch.jit.script
def summarize(x: torch.Tensor, names: List[str]) -> Tuple[torch.Tensor, Dict[str, int]]:
    counts: Dict[str, int] = {}
    for n in names:
        counts[n] = len(n)
    return scale(x, 2.0).sum(0), counts


with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "fn.pt")
    torch.jit.save(summarize, path)
    loaded = torch.jit.load(path)
    print(type(loaded).__name__, loaded.original_name)
    print(loaded(torch.ones(2, 3), ["ab", "cde"]))
    print(loaded.code)
    summarize.save(os.path.join(d, "fn2.pt"), _extra_files={"note.txt": "hi"})
    files = {"note.txt": ""}
    again = torch.jit.load(os.path.join(d, "fn2.pt"), _extra_files=files)
    print(files["note.txt"], again(torch.arange(4.0).reshape(2, 2), []))
    print(sorted(n for n, _ in loaded.named_parameters()), loaded.training)

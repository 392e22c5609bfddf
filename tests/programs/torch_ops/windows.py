import torch
from typing import List


@torch.jit.script
def windows(n: int) -> List[torch.Tensor]:
    return [torch.hann_window(n), torch.hann_window(n, False), torch.hamming_window(n),
            torch.hamming_window(n, True, 0.6), torch.hamming_window(n, False, 0.6, 0.3),
            torch.bartlett_window(n), torch.bartlett_window(n, periodic=False), torch.blackman_window(n),
            torch.blackman_window(n, False), torch.kaiser_window(n), torch.kaiser_window(n, False),
            torch.kaiser_window(n, True, 5.0), torch.hann_window(n, dtype=torch.float64)]


for n in [0, 1, 2, 5, 6]:
    for w in windows(n):
        print(n, w.dtype, [round(v, 4) + 0.0 for v in w.tolist()])
for bad in [lambda: torch.hann_window(3, dtype=torch.long), lambda: torch.hann_window(-1),
            lambda: torch.kaiser_window(3, dtype=torch.int32), lambda: torch.bartlett_window(-2)]:
    try:
        bad()
    except RuntimeError as e:
        print(e)

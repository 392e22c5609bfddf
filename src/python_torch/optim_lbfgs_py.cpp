// ===--- optim_lbfgs_py.cpp - torch.optim.LBFGS ---------------------------=== //
// L-BFGS as PyTorch 1.13 runs it (the neural-style-transfer tutorial's
// optimizer): the two-loop recursion over a history of (y, s) pairs, a fixed
// step or the strong-Wolfe line search with cubic interpolation, and its
// stopping rules. The tensor operations are PyTorch's, in its order, so the
// iterates match; state keys are PyTorch's.
#include "python/interpreter_impl.h"

namespace ts::py {

extern const char* kOptimLbfgsPy;
const char* kOptimLbfgsPy = R"PY(

def _cubic_interpolate(x1, f1, g1, x2, f2, g2, bounds=None):
    # The minimum of the cubic through (x1, f1, g1) and (x2, f2, g2), clamped
    # to the bounds (the interval itself without them).
    if bounds is not None:
        xmin_bound, xmax_bound = bounds
    else:
        xmin_bound, xmax_bound = (x1, x2) if x1 <= x2 else (x2, x1)
    d1 = g1 + g2 - 3 * (f1 - f2) / (x1 - x2)
    d2_square = d1 ** 2 - g1 * g2
    if d2_square >= 0:
        d2 = d2_square.sqrt()
        if x1 <= x2:
            min_pos = x2 - (x2 - x1) * ((g2 + d2 - d1) / (g2 - g1 + 2 * d2))
        else:
            min_pos = x1 - (x1 - x2) * ((g1 + d2 - d1) / (g1 - g2 + 2 * d2))
        return min(max(min_pos, xmin_bound), xmax_bound)
    return (xmin_bound + xmax_bound) / 2.


def _wolfe_bracket(obj_func, x, t, d, f, g, gtd, c1, c2, max_ls):
    # Phase one: step until an interval brackets a strong-Wolfe point.
    f_new, g_new = obj_func(x, t, d)
    evals = 1
    gtd_new = g_new.dot(d)
    t_prev, f_prev, g_prev, gtd_prev = 0, f, g, gtd
    ls_iter = 0
    while ls_iter < max_ls:
        if f_new > (f + c1 * t * gtd) or (ls_iter > 1 and f_new >= f_prev):
            return [t_prev, t], [f_prev, f_new], [g_prev, g_new.clone(memory_format=torch.contiguous_format)], \
                [gtd_prev, gtd_new], False, ls_iter, evals
        if abs(gtd_new) <= -c2 * gtd:
            return [t], [f_new], [g_new], None, True, ls_iter, evals
        if gtd_new >= 0:
            return [t_prev, t], [f_prev, f_new], [g_prev, g_new.clone(memory_format=torch.contiguous_format)], \
                [gtd_prev, gtd_new], False, ls_iter, evals
        min_step = t + 0.01 * (t - t_prev)
        max_step = t * 10
        tmp = t
        t = _cubic_interpolate(t_prev, f_prev, gtd_prev, t, f_new, gtd_new, bounds=(min_step, max_step))
        t_prev, f_prev, g_prev, gtd_prev = tmp, f_new, g_new.clone(memory_format=torch.contiguous_format), gtd_new
        f_new, g_new = obj_func(x, t, d)
        evals += 1
        gtd_new = g_new.dot(d)
        ls_iter += 1
    return [0, t], [f, f_new], [g, g_new], None, False, ls_iter, evals


def _strong_wolfe(obj_func, x, t, d, f, g, gtd, c1=1e-4, c2=0.9, tolerance_change=1e-9, max_ls=25):
    d_norm = d.abs().max()
    g = g.clone(memory_format=torch.contiguous_format)
    bracket, bracket_f, bracket_g, bracket_gtd, done, ls_iter, evals = _wolfe_bracket(
        obj_func, x, t, d, f, g, gtd, c1, c2, max_ls)
    # Phase two (zoom): shrink the bracket to a point meeting the conditions.
    insuf_progress = False
    low_pos, high_pos = (0, 1) if bracket_f[0] <= bracket_f[-1] else (1, 0)
    while not done and ls_iter < max_ls:
        if abs(bracket[1] - bracket[0]) * d_norm < tolerance_change:
            break
        t = _cubic_interpolate(bracket[0], bracket_f[0], bracket_gtd[0], bracket[1], bracket_f[1], bracket_gtd[1])
        eps = 0.1 * (max(bracket) - min(bracket))
        if min(max(bracket) - t, t - min(bracket)) < eps:
            if insuf_progress or t >= max(bracket) or t <= min(bracket):
                t = max(bracket) - eps if abs(t - max(bracket)) < abs(t - min(bracket)) else min(bracket) + eps
                insuf_progress = False
            else:
                insuf_progress = True
        else:
            insuf_progress = False
        f_new, g_new = obj_func(x, t, d)
        evals += 1
        gtd_new = g_new.dot(d)
        ls_iter += 1
        if f_new > (f + c1 * t * gtd) or f_new >= bracket_f[low_pos]:
            bracket[high_pos] = t
            bracket_f[high_pos] = f_new
            bracket_g[high_pos] = g_new.clone(memory_format=torch.contiguous_format)
            bracket_gtd[high_pos] = gtd_new
            low_pos, high_pos = (0, 1) if bracket_f[0] <= bracket_f[1] else (1, 0)
        else:
            if abs(gtd_new) <= -c2 * gtd:
                done = True
            elif gtd_new * (bracket[high_pos] - bracket[low_pos]) >= 0:
                bracket[high_pos] = bracket[low_pos]
                bracket_f[high_pos] = bracket_f[low_pos]
                bracket_g[high_pos] = bracket_g[low_pos]
                bracket_gtd[high_pos] = bracket_gtd[low_pos]
            bracket[low_pos] = t
            bracket_f[low_pos] = f_new
            bracket_g[low_pos] = g_new.clone(memory_format=torch.contiguous_format)
            bracket_gtd[low_pos] = gtd_new
    return bracket_f[low_pos], bracket_g[low_pos], bracket[low_pos], evals


class LBFGS(Optimizer):
    def __init__(self, params, lr=1, max_iter=20, max_eval=None, tolerance_grad=1e-7, tolerance_change=1e-9,
                 history_size=100, line_search_fn=None):
        if max_eval is None:
            max_eval = max_iter * 5 // 4
        defaults = dict(lr=lr, max_iter=max_iter, max_eval=max_eval, tolerance_grad=tolerance_grad,
                        tolerance_change=tolerance_change, history_size=history_size, line_search_fn=line_search_fn)
        super().__init__(params, defaults)
        if len(self.param_groups) != 1:
            raise ValueError("LBFGS doesn't support per-parameter options (parameter groups)")
        self._params = self.param_groups[0]['params']
        self._numel_cache = None

    def _numel(self):
        if self._numel_cache is None:
            self._numel_cache = sum(2 * p.numel() if torch.is_complex(p) else p.numel() for p in self._params)
        return self._numel_cache

    def _gather_flat_grad(self):
        views = []
        for p in self._params:
            if p.grad is None:
                view = p.new(p.numel()).zero_()
            else:
                view = p.grad.view(-1)
            if torch.is_complex(view):
                view = torch.view_as_real(view).view(-1)
            views.append(view)
        return torch.cat(views, 0)

    def _add_grad(self, step_size, update):
        offset = 0
        for p in self._params:
            if torch.is_complex(p):
                p = torch.view_as_real(p)
            numel = p.numel()
            p.add_(update[offset:offset + numel].view_as(p), alpha=step_size)
            offset += numel
        assert offset == self._numel()

    def _clone_param(self):
        return [p.clone(memory_format=torch.contiguous_format) for p in self._params]

    def _set_param(self, params_data):
        for p, pdata in zip(self._params, params_data):
            p.copy_(pdata)

    def _directional_evaluate(self, closure, x, t, d):
        self._add_grad(t, d)
        loss = float(closure())
        flat_grad = self._gather_flat_grad()
        self._set_param(x)
        return loss, flat_grad

    def _direction(self, state, flat_grad, history_size):
        # The two-loop recursion over the (y, s) history; the first step is
        # steepest descent.
        if state['n_iter'] == 1:
            state['old_dirs'], state['old_stps'], state['ro'], state['H_diag'] = [], [], [], 1
            return flat_grad.neg()
        old_dirs, old_stps, ro = state['old_dirs'], state['old_stps'], state['ro']
        y = flat_grad.sub(state['prev_flat_grad'])
        s = state['d'].mul(state['t'])
        ys = y.dot(s)
        if ys > 1e-10:
            if len(old_dirs) == history_size:
                old_dirs.pop(0)
                old_stps.pop(0)
                ro.pop(0)
            old_dirs.append(y)
            old_stps.append(s)
            ro.append(1. / ys)
            state['H_diag'] = ys / y.dot(y)
        num_old = len(old_dirs)
        if 'al' not in state:
            state['al'] = [None] * history_size
        al = state['al']
        q = flat_grad.neg()
        for i in range(num_old - 1, -1, -1):
            al[i] = old_stps[i].dot(q) * ro[i]
            q.add_(old_dirs[i], alpha=-al[i])
        d = r = torch.mul(q, state['H_diag'])
        for i in range(num_old):
            be_i = old_dirs[i].dot(r) * ro[i]
            r.add_(old_stps[i], alpha=al[i] - be_i)
        return d

    def _line_step(self, closure, state, group, loss, flat_grad, t, gtd, last):
        # Moves along d by t (line-searched or fixed): (loss, flat_grad, t, evals, opt_cond).
        d = state['d']
        if group['line_search_fn'] is not None:
            if group['line_search_fn'] != "strong_wolfe":
                raise RuntimeError("only 'strong_wolfe' is supported")
            x_init = self._clone_param()

            def obj_func(x, t, d):
                return self._directional_evaluate(closure, x, t, d)
            loss, flat_grad, t, evals = _strong_wolfe(obj_func, x_init, t, d, loss, flat_grad, gtd)
            self._add_grad(t, d)
            return loss, flat_grad, t, evals, flat_grad.abs().max() <= group['tolerance_grad']
        self._add_grad(t, d)
        if last:
            return loss, flat_grad, t, 0, False
        with torch.enable_grad():
            loss = float(closure())
        flat_grad = self._gather_flat_grad()
        return loss, flat_grad, t, 1, flat_grad.abs().max() <= group['tolerance_grad']

    @torch.no_grad()
    def step(self, closure):
        assert len(self.param_groups) == 1
        closure = torch.enable_grad()(closure)
        group = self.param_groups[0]
        lr, max_iter, max_eval = group['lr'], group['max_iter'], group['max_eval']
        tolerance_change = group['tolerance_change']
        state = self.state[self._params[0]]
        state.setdefault('func_evals', 0)
        state.setdefault('n_iter', 0)
        orig_loss = closure()
        loss = float(orig_loss)
        current_evals = 1
        state['func_evals'] += 1
        flat_grad = self._gather_flat_grad()
        if flat_grad.abs().max() <= group['tolerance_grad']:
            return orig_loss
        n_iter = 0
        while n_iter < max_iter:
            n_iter += 1
            state['n_iter'] += 1
            state['d'] = d = self._direction(state, flat_grad, group['history_size'])
            if state.get('prev_flat_grad') is None:
                state['prev_flat_grad'] = flat_grad.clone(memory_format=torch.contiguous_format)
            else:
                state['prev_flat_grad'].copy_(flat_grad)
            prev_loss = state['prev_loss'] = loss
            t = min(1., 1. / flat_grad.abs().sum()) * lr if state['n_iter'] == 1 else lr
            gtd = flat_grad.dot(d)
            if gtd > -tolerance_change:
                state['t'] = t
                break
            loss, flat_grad, t, evals, opt_cond = self._line_step(closure, state, group, loss, flat_grad, t, gtd,
                                                                  n_iter == max_iter)
            state['t'] = t
            current_evals += evals
            state['func_evals'] += evals
            if n_iter == max_iter or current_evals >= max_eval or opt_cond:
                break
            if d.mul(t).abs().max() <= tolerance_change or abs(loss - prev_loss) < tolerance_change:
                break
        return orig_loss
)PY";

}  // namespace ts::py

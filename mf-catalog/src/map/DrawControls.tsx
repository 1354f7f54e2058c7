import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatNumber, useRootStore, type LngLatPoint } from '@realty/shared';
import { centreOf, checkArea, type AreaProblem } from './geometry';
import type { MapView } from './useYMap';
import styles from './Map.module.css';

export interface DrawControlsProps {
  points: LngLatPoint[];
  setPoints: Dispatch<SetStateAction<LngLatPoint[] | null>>;
  /** Where the map's clicks go while drawing (the map's listener calls it). */
  addPointRef: RefObject<(point: LngLatPoint) => void>;
  view: MapView | null;
  freehand: boolean;
  setFreehand(on: boolean): void;
  onFinish(polygon: string): void;
  max: number;
}

/**
 * Drawing an area: map clicks (or "add the map centre", after panning with the arrow keys) add corners, Freehand
 * takes a pointer stroke; Finish checks the area as the API will (too many points, crossing edges, outside Turkey)
 * and says why it is refused, or hands the `polygon` value on.
 */
export function DrawControls({ points, setPoints, addPointRef, view, freehand, setFreehand, onFinish, max }: DrawControlsProps) {
  const { t } = useTranslation('catalog');
  const { locale } = useRootStore();
  const [problem, setProblem] = useState<AreaProblem | null>(null);
  const message = (p: AreaProblem): string => {
    switch (p) {
      case 'geoPolygonTooMany':
        return t('map.errors.tooMany', { max });
      case 'geoPolygonTooFew':
        return t('map.errors.tooFew');
      case 'geoPolygonCrossing':
        return t('map.errors.crossing');
      case 'geoOutsideTurkey':
        return t('map.errors.outside');
      default:
        return t('map.errors.format');
    }
  };

  useEffect(() => {
    addPointRef.current = (point) => {
      if (freehand) return;
      setProblem(null);
      setPoints((current) => {
        if (!current) return current;
        if (current.length >= max) {
          setProblem('geoPolygonTooMany');
          return current;
        }
        return [...current, point];
      });
    };
    return () => {
      addPointRef.current = () => {};
    };
  }, [addPointRef, setPoints, max, freehand]);

  const finish = () => {
    const checked = checkArea(points);
    if ('problem' in checked) setProblem(checked.problem);
    else onFinish(checked.polygon);
  };

  return (
    <div className={styles.draw} data-testid="map-drawing">
      <p className={styles.note}>{t('map.drawHelp')}</p>
      <div className={styles.toolbar}>
        <Button size="small" variant="secondary" disabled={!view} onClick={() => view && addPointRef.current(centreOf(view.bbox))} data-testid="map-add-centre">
          {t('map.addCentre')}
        </Button>
        <Button size="small" variant="secondary" disabled={!points.length} onClick={() => setPoints((current) => current?.slice(0, -1) ?? current)}>
          {t('map.undo')}
        </Button>
        <Button size="small" variant="secondary" aria-pressed={freehand} onClick={() => setFreehand(!freehand)} data-testid="map-freehand">
          {t('map.freehand')}
        </Button>
        <Button size="small" onClick={finish} data-testid="map-finish">
          {t('map.finish')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setPoints(null)} data-testid="map-cancel">
          {t('map.cancel')}
        </Button>
        <span className={styles.points} data-testid="map-points">
          {t('map.points', { count: formatNumber(points.length, locale.lang) })}
        </span>
      </div>
      {problem ? (
        <p className={styles.error} role="alert" data-testid="map-draw-error">
          {message(problem)}
        </p>
      ) : null}
    </div>
  );
}
